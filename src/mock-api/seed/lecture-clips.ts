// The recording a lesson plays. The embedded backend has no lecture recordings: a lesson plays one of the demo
// clips (content-extras.ts) and states the length of the lecture it stands for.
import { coverArt } from './art'
import { playableVideo } from './content-extras'

export function lessonVideo(lessonId: string, minutes: number): { seconds: number; playUrl: string; posterUrl: string } {
  const { playUrl } = playableVideo(lessonId)
  return { seconds: minutes * 60, playUrl, posterUrl: coverArt('课程', '点击播放', lessonId.length % 8) }
}

// The recording a lesson plays. The embedded backend has no lecture recordings: each lesson plays a still
// picture that lasts exactly its stated minutes (media/lecture-<minutes>.webm, a few kB each, written by
// tools/make-lecture-clip.ts; media-length.test.ts reads their Duration), so a lesson plays as long as it says.
import lecture22 from '../media/lecture-22.webm?no-inline'
import lecture24 from '../media/lecture-24.webm?no-inline'
import lecture25 from '../media/lecture-25.webm?no-inline'
import lecture26 from '../media/lecture-26.webm?no-inline'
import lecture27 from '../media/lecture-27.webm?no-inline'
import lecture28 from '../media/lecture-28.webm?no-inline'
import lecture29 from '../media/lecture-29.webm?no-inline'
import lecture30 from '../media/lecture-30.webm?no-inline'
import lecture31 from '../media/lecture-31.webm?no-inline'
import lecture32 from '../media/lecture-32.webm?no-inline'
import lecture34 from '../media/lecture-34.webm?no-inline'
import { coverArt } from './art'

/** The lecture clip of each length a lesson has, by minutes. */
export const LECTURE_CLIPS: Readonly<Record<number, string>> = {
  22: lecture22,
  24: lecture24,
  25: lecture25,
  26: lecture26,
  27: lecture27,
  28: lecture28,
  29: lecture29,
  30: lecture30,
  31: lecture31,
  32: lecture32,
  34: lecture34,
}

export function lessonVideo(lessonId: string, minutes: number): { seconds: number; playUrl: string; posterUrl: string } {
  const playUrl = LECTURE_CLIPS[minutes]
  if (!playUrl) throw new Error(`no lecture clip of ${String(minutes)} minutes: run tools/make-lecture-clip.ts ${String(minutes)}`)
  return { seconds: minutes * 60, playUrl, posterUrl: coverArt('课程', '点击播放', Number(lessonId.slice(-1)) % 8) }
}

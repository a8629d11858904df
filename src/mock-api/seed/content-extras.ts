// What the detail pages show beyond a piece's text: a playable video, the state of a live broadcast, the
// comments readers left. The clips are tiny local webm files (3 s, about 4 kB each, recorded from a canvas; never
// inlined: the CSP allows media from the app's origin only)
// that Vite serves with the embedded backend; nothing is hot-linked.
import bpClip from '../media/bp.webm?no-inline'
import ctClip from '../media/ct.webm?no-inline'
import liveClip from '../media/live.webm?no-inline'
import saltClip from '../media/salt.webm?no-inline'
import { coverArt } from './art'
import { avatarDataUri } from './photo'

const clips = [bpClip, ctClip, saltClip]
/**
 * Each clip's length in whole seconds, as its file says (its WebM Duration, 2.88 to 2.93 s; content-extras.test.ts
 * reads the files): a video states the length it plays.
 */
export const CLIP_SECONDS: Readonly<Record<'bp' | 'ct' | 'salt' | 'live', number>> = { bp: 3, ct: 3, salt: 3, live: 3 }
const clipSeconds = [CLIP_SECONDS.bp, CLIP_SECONDS.ct, CLIP_SECONDS.salt]

function hash(id: string): number {
  let seed = 0
  for (const ch of id) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0
  return seed
}

/** The clip and poster a video plays (the same id, the same clip). */
export function playableVideo(id: string): { playUrl: string; posterUrl: string; duration: number } {
  const n = hash(id)
  return { playUrl: clips[n % clips.length], posterUrl: coverArt('视频', '点击播放', n % 8), duration: clipSeconds[n % clips.length] }
}

export type LiveState = 'upcoming' | 'live' | 'replay'
const liveLabels: Record<LiveState, string> = { upcoming: '未开始', live: '直播中', replay: '回放' }

/**
 * A live broadcast's state. The seed's ids say it plainly (L001 is on air, L002 upcoming, others replays), so
 * the pages can be shown in each state; times follow `now`.
 */
export function liveState(id: string, now: Date) {
  const state: LiveState = /1$/.test(id) ? 'live' : /2$/.test(id) ? 'upcoming' : 'replay'
  const hour = 3_600_000
  const startTime =
    state === 'upcoming' ? now.getTime() + 26 * hour : state === 'live' ? now.getTime() - hour / 2 : now.getTime() - 72 * hour
  return {
    liveState: state,
    liveStateLabel: liveLabels[state],
    startTime,
    // Only a live or finished broadcast has something to play.
    ...(state === 'upcoming' ? { playUrl: null } : { playUrl: state === 'live' ? liveClip : clips[hash(id) % clips.length] }),
  }
}

const readers = ['王建国', '李秀英', '张伟', '刘芳', '杨帆', '黄丽']
const remarks = [
  '讲得很清楚，转给家里老人看看。',
  '请问医生，早上空腹测的血压偏高需要调药吗？',
  '收藏了，社区随访的时候可以用上。',
  '图文并茂，通俗易懂，点赞！',
  '希望多出一些这样的科普。',
]

/** The comments a piece came with: two to four, the same for the same piece. */
export function seededComments(type: string, id: string, now: Date) {
  const n = hash(`${type}:${id}`)
  const count = 2 + (n % 3)
  return Array.from({ length: count }, (_, i) => {
    const name = readers[(n + i) % readers.length]
    return {
      commentId: `C${n % 10_000}-${i}`,
      userName: name,
      avatar: avatarDataUri(name.slice(0, 1), n + i),
      content: remarks[(n + i * 2) % remarks.length],
      createTime: now.getTime() - (i + 1) * 5 * 3_600_000 - (n % 60) * 60_000,
    }
  })
}

// Where the viewer left each video, in local storage: one small entry per video, written at most every few
// seconds while it plays. Storage may be unavailable (a private window); then nothing is kept.
const PREFIX = 'edu.video.position.'

export function readPosition(key: string): number {
  try {
    const value = Number(localStorage.getItem(PREFIX + key))
    return Number.isFinite(value) && value > 0 ? value : 0
  } catch {
    return 0
  }
}

export function keepPosition(key: string, seconds: number): void {
  try {
    if (seconds > 0) localStorage.setItem(PREFIX + key, String(Math.floor(seconds)))
    else localStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing kept: the video starts from the beginning next time.
  }
}

/** 3:05, 1:02:09 */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`
}

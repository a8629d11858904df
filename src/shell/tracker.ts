// The batching event reporter (SPEC §9): events wait in a queue and go out to /eves/event/trace/all in batches of
// at most 100, when 100 wait or when the flush interval (60 s in bulk mode, else 30 s) has passed since the first
// one queued; when the page hides, what waits goes out with sendBeacon. Reporting never bothers the user (silent
// calls, failures dropped), and bots report nothing.
import { isBot, type UsageEvent } from './usage-events'

export const BATCH_SIZE = 100
export const BULK_FLUSH_MS = 60_000
export const FLUSH_MS = 30_000

export interface TrackerOptions {
  /** Send a batch as a call (signed like every call). */
  send: (events: UsageEvent[]) => Promise<unknown>
  /** Send a batch as a beacon, when the page goes away; answers whether the browser took it. */
  beacon: (events: UsageEvent[]) => boolean
  bulk?: boolean
  userAgent?: string
}

export interface Tracker {
  track: (event: UsageEvent) => void
  /** Send what waits now, as a call. */
  flush: () => void
  /** Send what waits now, as beacons (the page is hiding). */
  flushWithBeacon: () => void
  pending: () => number
}

export function createTracker({ send, beacon, bulk = false, userAgent = navigator.userAgent }: TrackerOptions): Tracker {
  const queue: UsageEvent[] = []
  const bot = isBot(userAgent)
  const interval = bulk ? BULK_FLUSH_MS : FLUSH_MS
  let timer: ReturnType<typeof setTimeout> | undefined

  function batches(): UsageEvent[][] {
    if (timer) clearTimeout(timer)
    timer = undefined
    const out: UsageEvent[][] = []
    while (queue.length) out.push(queue.splice(0, BATCH_SIZE))
    return out
  }

  function flush(): void {
    for (const batch of batches()) void send(batch).catch(() => undefined)
  }

  return {
    track(event) {
      if (bot) return
      queue.push(event)
      if (queue.length >= BATCH_SIZE) flush()
      else timer ??= setTimeout(flush, interval)
    },
    flush,
    flushWithBeacon() {
      for (const batch of batches()) if (!beacon(batch)) void send(batch).catch(() => undefined)
    },
    pending: () => queue.length,
  }
}

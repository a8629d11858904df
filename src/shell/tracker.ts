// Usage events (SPEC §9): queued and sent in batches of 100, or every 30 s, and when the page is hidden.
// Reporting never bothers the user: calls are silent, and bots report nothing.
import type { TrackEvent } from '../engine'

type Send = (events: readonly Record<string, unknown>[]) => Promise<unknown>

const BATCH = 100
const FLUSH_MS = 30_000

export function createTracker(send: Send, userAgent = navigator.userAgent) {
  const queue: Record<string, unknown>[] = []
  const bot = /bot|spider|crawl|headless/i.test(userAgent)
  let timer: ReturnType<typeof setTimeout> | undefined

  function flush(): void {
    if (timer) clearTimeout(timer)
    timer = undefined
    const batch = queue.splice(0, queue.length)
    if (batch.length) void send(batch).catch(() => undefined)
  }

  function track(event: TrackEvent): void {
    if (bot) return
    queue.push({ eventCode: event.event, resourceType: event.resourceType, resourceId: event.resourceId, ...event.data, time: Date.now(), path: location.pathname })
    if (queue.length >= BATCH) flush()
    else timer ??= setTimeout(flush, FLUSH_MS)
  }

  return { track, flush, pending: () => queue.length }
}

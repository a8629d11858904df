// The single-event reporter (SPEC §9: size 6, strategy 1), for the page visit 101002 that §7 sends to
// /eves/event/trace. The spec gives the numbers only; ours (src/api/ASSUMPTIONS.md): strategy 1 sends each event
// at once, one request per event, one request at a time; at most 6 wait meanwhile, and past that the oldest
// waiting event is dropped so a dead backend never piles them up. Bots report nothing.
import { isBot, type UsageEvent } from './usage-events'

export const SINGLE_QUEUE_SIZE = 6
export const SINGLE_STRATEGY = 1

export interface SingleReporter {
  report: (event: UsageEvent) => void
  waiting: () => number
}

export function createSingleReporter(send: (event: UsageEvent) => Promise<unknown>, userAgent = navigator.userAgent): SingleReporter {
  const waiting: UsageEvent[] = []
  const bot = isBot(userAgent)
  let sending = false

  async function drain(): Promise<void> {
    if (sending) return
    sending = true
    for (let next = waiting.shift(); next !== undefined; next = waiting.shift()) {
      await send(next).catch(() => undefined)
    }
    sending = false
  }

  return {
    report(event) {
      if (bot) return
      waiting.push(event)
      if (waiting.length > SINGLE_QUEUE_SIZE) waiting.shift()
      void drain()
    },
    waiting: () => waiting.length,
  }
}

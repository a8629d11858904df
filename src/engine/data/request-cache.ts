// What SWR gave the screens, without React, so the screen's source store can run outside it: one request per
// key at a time (a screen source and a picker asking for the same streets share it), the last value of each
// key shown at once when a screen comes back (then asked again), and a short window in which a finished
// request counts as fresh, which a write ends (`expire`). One cache per engine (`engine.requests`), never per module.

/** A request finished this recently is not repeated for a new reader of the same key (SWR's default). */
export const FRESH_MS = 2000

/**
 * A request made ahead (at route match, while the guard decides) is the screen's for this long after it was
 * started, however long the guard took; after that the screen asks again.
 */
export const AHEAD_MS = 30000

export interface RequestCache {
  /** The last value fetched for a key. */
  peek(key: string): { value: unknown } | undefined
  /**
   * The value for a key: a request in flight is shared, one finished within FRESH_MS is reused, otherwise the
   * fetch runs. `force` (a reload) skips the fresh window but still shares a request in flight.
   */
  fetch: (key: string, run: () => Promise<unknown>, options?: { force?: boolean }) => Promise<unknown>
  /**
   * Ask for a key ahead of its reader (a screen whose guard is still deciding): the request starts now, shared
   * with anyone asking meanwhile, and the first reader to claim it gets it even when it finished long before.
   */
  ahead: (key: string, run: () => Promise<unknown>) => void
  /**
   * The request asked for ahead under this key (in flight or answered), once and within AHEAD_MS; else undefined.
   * It was made silently: a reader falls back to its own request when it fails.
   */
  claim: (key: string) => Promise<unknown> | undefined
  /**
   * Something may have been written (an action's call or upload finished): what was fetched before counts as
   * fresh no longer, requests asked for ahead are given to no reader, and a request still in flight is not
   * shared with a new reader. Last values stay, to be shown while each key is asked again.
   */
  expire: () => void
}

interface Entry {
  value?: { value: unknown }
  inFlight?: Promise<unknown>
  at: number
  /** The expire() count when the request that answered `value` started: older answers are not fresh. */
  epoch?: number
  /** A request asked for ahead and not yet claimed, with when it started. */
  ahead?: { request: Promise<unknown>; since: number }
}

export function createRequestCache(now: () => number = Date.now): RequestCache {
  const entries = new Map<string, Entry>()
  // Counts expire() calls: an answer to a request started before the last one is kept but is not fresh.
  let epoch = 0
  function claim(key: string): Promise<unknown> | undefined {
    const entry = entries.get(key)
    const ahead = entry?.ahead
    if (!entry || !ahead) return undefined
    entry.ahead = undefined
    return now() - ahead.since <= AHEAD_MS ? ahead.request : undefined
  }
  const cache: RequestCache = {
    peek: (key) => entries.get(key)?.value,
    ahead(key, run) {
      const request = cache.fetch(key, run)
      // A failure is not kept for the reader: it asks again and shows its own failure.
      const entry = entries.get(key)
      if (entry) entry.ahead = { request, since: now() }
      request.catch(() => {
        if (entry?.ahead?.request === request) entry.ahead = undefined
      })
    },
    claim,
    expire() {
      epoch++
      for (const entry of entries.values()) {
        entry.ahead = undefined
        entry.inFlight = undefined
      }
    },
    fetch(key, run, options = {}) {
      const entry = entries.get(key) ?? { at: 0 }
      entries.set(key, entry)
      if (!options.force) {
        // Asked for ahead silently: should it fail, the reader asks again and its own failure shows.
        const claimed = claim(key)
        if (claimed) return claimed.catch(() => cache.fetch(key, run, { force: true }))
      }
      if (entry.inFlight) return entry.inFlight
      if (!options.force && entry.value && entry.epoch === epoch && now() - entry.at < FRESH_MS) return Promise.resolve(entry.value.value)
      const started = epoch
      const request: Promise<unknown> = run().then(
        (value) => {
          // An answer to a request sent before a write never replaces one sent after it.
          if (entry.epoch === undefined || started >= entry.epoch) {
            entry.value = { value }
            entry.at = now()
            entry.epoch = started
          }
          if (entry.inFlight === request) entry.inFlight = undefined
          return value
        },
        (error: unknown) => {
          if (entry.inFlight === request) entry.inFlight = undefined
          throw error
        },
      )
      entry.inFlight = request
      return request
    },
  }
  return cache
}

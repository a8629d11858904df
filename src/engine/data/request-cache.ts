// What SWR gave the screens, without React, so the screen's source store can run outside it: one request per
// key at a time (a screen source and a picker asking for the same streets share it), the last value of each
// key shown at once when a screen comes back (then asked again), and a short window in which a finished
// request counts as fresh. One cache per engine (EngineProvider), never per module.

/** A request finished this recently is not repeated for a new reader of the same key (SWR's default). */
export const FRESH_MS = 2000

export interface RequestCache {
  /** The last value fetched for a key. */
  peek(key: string): { value: unknown } | undefined
  /**
   * The value for a key: a request in flight is shared, one finished within FRESH_MS is reused, otherwise the
   * fetch runs. `force` (a reload) skips the fresh window but still shares a request in flight.
   */
  fetch(key: string, run: () => Promise<unknown>, options?: { force?: boolean }): Promise<unknown>
}

interface Entry {
  value?: { value: unknown }
  inFlight?: Promise<unknown>
  at: number
}

export function createRequestCache(now: () => number = Date.now): RequestCache {
  const entries = new Map<string, Entry>()
  return {
    peek: (key) => entries.get(key)?.value,
    fetch(key, run, options = {}) {
      const entry = entries.get(key) ?? { at: 0 }
      entries.set(key, entry)
      if (entry.inFlight) return entry.inFlight
      if (!options.force && entry.value && now() - entry.at < FRESH_MS) return Promise.resolve(entry.value.value)
      const request = run().then(
        (value) => {
          entry.value = { value }
          entry.at = now()
          entry.inFlight = undefined
          return value
        },
        (error: unknown) => {
          entry.inFlight = undefined
          throw error
        },
      )
      entry.inFlight = request
      return request
    },
  }
}

// What the app reports to the embedded backend: usage events and error reports. Kept apart from the world
// (MockState): they are a log for the 调试 panel and tests, not data calls answer from. The newest 200 of each.
export type CollectedKind = 'events' | 'reports'
export type Collected = Record<CollectedKind, Array<Record<string, unknown>>>

export interface Collector {
  record: (kind: CollectedKind, items: unknown[]) => void
  list: () => Collected
  clear: () => void
  /** Called after every record or clear; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

const LIMIT = 200
const STORE_KEY = 'edu.mock-api.collected'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Kept in `storage` (sessionStorage in the browser, so a reload keeps what the beacon sent) or in memory. */
export function createCollector(storage?: Storage): Collector {
  const empty = (): Collected => ({ events: [], reports: [] })
  let collected = empty()
  try {
    const saved = storage?.getItem(STORE_KEY)
    if (saved) collected = { ...empty(), ...(JSON.parse(saved) as Collected) }
  } catch {
    collected = empty()
  }
  const listeners = new Set<() => void>()
  const changed = () => {
    storage?.setItem(STORE_KEY, JSON.stringify(collected))
    listeners.forEach((listener) => listener())
  }
  return {
    record(kind, items) {
      const received = Date.now()
      collected[kind] = [...collected[kind], ...items.filter(isRecord).map((item) => ({ ...item, received }))].slice(-LIMIT)
      changed()
    },
    list: () => ({ events: [...collected.events], reports: [...collected.reports] }),
    clear() {
      collected = empty()
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

// The last calls the client made, for the screen inspector: name, what was asked, what came back or why it
// failed, and how long it took. Kept in memory only, newest last.
export interface CallRecord {
  name: string
  request: unknown
  /** ms since the epoch when the call started, and how long it took. */
  at: number
  ms: number
  ok: boolean
  response?: unknown
  error?: { message: string; code?: string | number }
}

export interface CallLog {
  record: (entry: CallRecord) => void
  recent: () => readonly CallRecord[]
}

/** SPEC-free choice: the inspector shows the last 50 (issue 8). */
export const CALLS_KEPT = 50

export function createCallLog(limit = CALLS_KEPT): CallLog {
  const entries: CallRecord[] = []
  return {
    record(entry) {
      entries.push(entry)
      if (entries.length > limit) entries.splice(0, entries.length - limit)
    },
    recent: () => [...entries],
  }
}

/** A FormData body is shown by its field names (files are not copied into the log). */
export function loggedRequest(args: unknown): unknown {
  if (typeof FormData !== 'undefined' && args instanceof FormData) return { formData: [...new Set(args.keys())] }
  return args
}

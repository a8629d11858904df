// A data source whose value goes on changing after it is fetched (a chat room as messages arrive, an assistant's
// answer as it streams in). The fetcher answers a LiveValue; the screen's source store puts its current value,
// plain data, at data.<name> and again at each change, until the screen leaves or the source is fetched anew. What
// changes it is done by actions, never by methods a renderer finds in the scope.

const LIVE = Symbol('live value')

export interface LiveValue<T = unknown> {
  readonly [LIVE]: true
  /** The value now: plain data, a new object after each change. */
  current: () => T
  /** Tell `listener` after each change; answers the stop. */
  subscribe: (listener: () => void) => () => void
}

export function liveValue<T>(current: () => T, subscribe: (listener: () => void) => () => void): LiveValue<T> {
  return { [LIVE]: true, current, subscribe }
}

export function isLiveValue(value: unknown): value is LiveValue {
  return typeof value === 'object' && value !== null && LIVE in value
}

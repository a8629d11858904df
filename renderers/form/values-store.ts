// The form's values outside React state: the form writes them on every change, and a field that depends on
// another (a street on its area) subscribes to that one key, so typing re-renders the typed field and its
// dependants, never the whole screen.
import { useCallback, useSyncExternalStore } from 'react'
import type { FormValues } from './validation/load-validator'

export interface ValuesStore {
  get(): FormValues
  set(values: FormValues): void
  subscribe(key: string, listener: () => void): () => void
}

export function createValuesStore(initial: FormValues): ValuesStore {
  let values = initial
  const listeners = new Map<string, Set<() => void>>()
  return {
    get: () => values,
    set(next) {
      const before = values
      values = next
      for (const [key, set] of listeners) if (before[key] !== next[key]) for (const l of set) l()
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set()
      listeners.set(key, set.add(listener))
      return () => void set.delete(listener)
    },
  }
}

/** One field's value, re-rendering only when that value changes. */
export function useFieldValue(store: ValuesStore, key: string | undefined): unknown {
  const subscribe = useCallback((l: () => void) => (key ? store.subscribe(key, l) : () => undefined), [store, key])
  const read = () => (key ? store.get()[key] : undefined)
  return useSyncExternalStore(subscribe, read, read)
}

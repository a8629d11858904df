// The form's values outside React state: rjsf writes them on every committed change and a typed field on every
// keystroke, and a field that depends on another (a street on its area) subscribes to that one key, so a change
// re-renders the changed field and its dependants, never the whole form or the screen.
import { setByPath, type FieldPathList } from '@rjsf/utils'
import { useCallback, useSyncExternalStore } from 'react'
import type { FormValues } from './validation/load-validator'

export interface ValuesStore {
  get: () => FormValues
  set: (values: FormValues) => void
  /** One field's value, ahead of rjsf (a typed field commits to rjsf when the typing pauses). */
  setAt: (path: FieldPathList, value: unknown) => void
  subscribe(key: string, listener: () => void): () => void
  /** Be told of every change (the screen publishes the values as forms.<id>). */
  subscribeAll(listener: () => void): () => void
}

export function createValuesStore(initial: FormValues): ValuesStore {
  let values = initial
  const listeners = new Map<string, Set<() => void>>()
  const everyChange = new Set<() => void>()
  const store: ValuesStore = {
    get: () => values,
    set(next) {
      const before = values
      values = next
      for (const [key, set] of listeners) if (before[key] !== next[key]) for (const l of set) l()
      if (before !== next) for (const l of everyChange) l()
    },
    setAt(path, value) {
      const [top, ...rest] = path
      if (top === undefined) return
      const key = String(top)
      // Only the changed branch is copied; the others keep their identity (listeners compare by identity).
      const branch = rest.length ? setByPath(structuredClone(values[key] ?? (typeof rest[0] === 'number' ? [] : {})), rest, value) : value
      store.set({ ...values, [key]: branch })
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set()
      listeners.set(key, set.add(listener))
      return () => void set.delete(listener)
    },
    subscribeAll(listener) {
      everyChange.add(listener)
      return () => void everyChange.delete(listener)
    },
  }
  return store
}

/** One field's value, re-rendering only when that value changes. */
export function useFieldValue(store: ValuesStore, key: string | undefined): unknown {
  const subscribe = useCallback((l: () => void) => (key ? store.subscribe(key, l) : () => undefined), [store, key])
  const read = () => (key ? store.get()[key] : undefined)
  return useSyncExternalStore(subscribe, read, read)
}

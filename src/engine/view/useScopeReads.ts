import { useCallback, useRef, useSyncExternalStore } from 'react'
import { readPath, type Path } from '../scope/paths'
import type { ScopeStore } from '../scope/scope-store'

/**
 * Redraw when a value at one of `paths` changes, and only then. The snapshot is the list of those values,
 * kept while each is the same, so an unrelated change to the scope costs a few reads and no render.
 */
export function useScopeReads(store: ScopeStore, paths: readonly Path[]): void {
  const last = useRef<unknown[]>([])
  const subscribe = useCallback((listener: () => void) => store.subscribe(paths, listener), [store, paths])
  const snapshot = useCallback(() => {
    const scope = store.get()
    const values = paths.map((p) => readPath(scope, p))
    const before = last.current
    if (values.length === before.length && values.every((v, i) => Object.is(v, before[i]))) return before
    last.current = values
    return values
  }, [store, paths])
  useSyncExternalStore(subscribe, snapshot, snapshot)
}

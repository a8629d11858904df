import { startTransition, useEffect, useReducer, useRef } from 'react'
import { readPath, type Path } from '../scope/paths'
import type { ScopeStore } from '../scope/scope-store'

const next = (n: number) => n + 1

/**
 * Redraw when a value at one of `paths` changes, and only then: an unrelated change to the scope costs a few
 * reads and no render. A change the user made redraws at once (a typed value, a chosen tab). Data arriving from a
 * call redraws as a transition, which React renders in slices and yields between: on a phone, the answers of a
 * home's ten sources would otherwise each block input for the length of their render (issue 36).
 */
export function useScopeReads(store: ScopeStore, paths: readonly Path[]): void {
  const [, redraw] = useReducer(next, 0)
  const scope = store.get()
  const values = paths.map((p) => readPath(scope, p))
  // What the screen shows: set once a draw is committed, so a draw React threw away does not count.
  const shown = useRef(values)
  useEffect(() => {
    shown.current = values
  })
  useEffect(() => {
    const changed = () => {
      const now = store.get()
      return paths.some((p, i) => !Object.is(readPath(now, p), shown.current[i]))
    }
    const listener = (arrived: boolean) => {
      if (!changed()) return
      if (arrived) startTransition(redraw)
      else redraw()
    }
    // A change between the draw and this subscription would otherwise go unseen: mostly answers that came while
    // a frame was hydrating, so it is drawn as they are.
    if (changed()) startTransition(redraw)
    return store.subscribe(paths, listener)
  }, [store, paths])
}

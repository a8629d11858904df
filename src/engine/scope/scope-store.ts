// The scope of one screen as a store: what expressions read (route, query, state, data, forms, user, client),
// changed by path, with subscriptions by path. A node subscribes to the paths its templates read, so one
// `set` redraws the nodes that read what changed and nothing else. React-free: tested without a DOM.
import type { Scope } from '../types'
import { overlaps, writePath, type Path } from './paths'

export interface ScopeStore {
  /** The scope now (a new object after every change; unchanged parts keep their identity). */
  get: () => Scope
  /**
   * Replace the value at a path (['state', 'selected']) and tell the readers of any overlapping path. `arrived`:
   * the change is data arriving from a call, not something the user did, so its readers may redraw without hurry.
   */
  set: (path: Path, value: unknown, arrived?: boolean) => void
  /** Be told when a change touches one of `paths` (no paths: never), and whether it is data that arrived. */
  subscribe(paths: readonly Path[], listener: ScopeListener): () => void
}

export type ScopeListener = (arrived: boolean) => void

interface Subscription {
  paths: readonly Path[]
  listener: ScopeListener
}

export function createScopeStore(initial: Scope): ScopeStore {
  let scope = initial
  const subscriptions = new Set<Subscription>()
  return {
    get: () => scope,
    set(path, value, arrived = false) {
      scope = writePath(scope, path, value)
      // A copy first: a listener may subscribe or unsubscribe others while we go.
      for (const s of [...subscriptions]) if (subscriptions.has(s) && s.paths.some((p) => overlaps(path, p))) s.listener(arrived)
    },
    subscribe(paths, listener) {
      if (paths.length === 0) return () => undefined
      const entry = { paths, listener }
      subscriptions.add(entry)
      return () => void subscriptions.delete(entry)
    },
  }
}

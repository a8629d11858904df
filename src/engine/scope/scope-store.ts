// The scope of one screen as a store: what expressions read (route, query, state, data, forms, user, client),
// changed by path, with subscriptions by path. A node subscribes to the paths its templates read, so one
// `set` redraws the nodes that read what changed and nothing else. React-free: tested without a DOM.
import type { Scope } from '../types'
import { overlaps, writePath, type Path } from './paths'

export interface ScopeStore {
  /** The scope now (a new object after every change; unchanged parts keep their identity). */
  get: () => Scope
  /** Replace the value at a path (['state', 'selected']) and tell the readers of any overlapping path. */
  set: (path: Path, value: unknown) => void
  /** Be told when a change touches one of `paths` (no paths: never). */
  subscribe(paths: readonly Path[], listener: () => void): () => void
}

interface Subscription {
  paths: readonly Path[]
  listener: () => void
}

export function createScopeStore(initial: Scope): ScopeStore {
  let scope = initial
  const subscriptions = new Set<Subscription>()
  return {
    get: () => scope,
    set(path, value) {
      scope = writePath(scope, path, value)
      // A copy first: a listener may subscribe or unsubscribe others while we go.
      for (const s of [...subscriptions]) if (subscriptions.has(s) && s.paths.some((p) => overlaps(path, p))) s.listener()
    },
    subscribe(paths, listener) {
      if (paths.length === 0) return () => undefined
      const entry = { paths, listener }
      subscriptions.add(entry)
      return () => void subscriptions.delete(entry)
    },
  }
}

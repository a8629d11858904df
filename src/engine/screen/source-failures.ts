// The screen's sources whose fetch failed and that say nothing of their own about it (no `catch`, no `record`):
// the engine shows such a failure where the source is read, with a retry, so a screen whose calls all fail ends
// on its error state, never on a title over a skeleton or an empty page once the toast fades (issue 33,
// finding 9). One node shows it: the first drawn that reads the source (it claims it once drawn); the other nodes
// reading the source draw nothing until it is fetched again. React-free.
import { isExpectedFailure, toFailure } from '../failure'
import { isAction } from '../expression/evaluate'
import type { Path } from '../scope/paths'

export interface SourceFailure {
  /** The backend's message where the API layer has one (it carries a code), else undefined. */
  message?: string
}

export interface SourceFailures {
  /** Failed sources by name; a new map after each change (a snapshot for useSyncExternalStore). */
  get: () => ReadonlyMap<string, SourceFailure>
  subscribe: (listener: () => void) => () => void
  failed: (name: string, error: unknown) => void
  /** The source is being fetched again: its failure is over. */
  cleared: (name: string) => void
  /**
   * `holder` (a drawn node reading `name`) offers to show its failure: the first to offer does, until it lets go.
   * Called after the node is drawn (an effect), never while drawing: a draw React throws away claims nothing.
   */
  claim: (name: string, holder: object) => void
  /** Who shows the failure of `name`, if anyone yet. */
  holderOf: (name: string) => object | undefined
  /** `holder` is gone: another reader may show what it showed. */
  release: (holder: object) => void
}

export function createSourceFailures(): SourceFailures {
  let failures: ReadonlyMap<string, SourceFailure> = new Map()
  const holders = new Map<string, object>()
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const update = (change: (next: Map<string, SourceFailure>) => void) => {
    const next = new Map(failures)
    change(next)
    failures = next
    changed()
  }
  return {
    get: () => failures,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    failed(name, error) {
      // An API failure (with a code) carries a message written for the user; anything else gets the generic one.
      const message = isExpectedFailure(error) ? toFailure(error).message : undefined
      update((next) => next.set(name, message ? { message } : {}))
    },
    cleared(name) {
      if (!failures.has(name)) return
      holders.delete(name)
      update((next) => next.delete(name))
    },
    claim(name, holder) {
      if (!failures.has(name) || holders.has(name)) return
      holders.set(name, holder)
      update(() => undefined)
    },
    holderOf: (name) => holders.get(name),
    release(holder) {
      let released = false
      for (const [name, held] of holders)
        if (held === holder) {
          holders.delete(name)
          released = true
        }
      // Another node reading the source may now show it.
      if (released) update(() => undefined)
    },
  }
}

/**
 * The names of the sources some node of the screen reads in its own templates (data.<name>...). A source failing
 * that no node reads (only the title does, or a renderer fetches by name) is shown by the page itself.
 */
export function sourcesReadByNodes(nodes: unknown, readsOf: (node: object) => readonly Path[]): Set<string> {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(walk)
      return
    }
    if (!value || typeof value !== 'object' || isAction(value)) return
    if (typeof (value as { type?: unknown }).type === 'string')
      for (const path of readsOf(value)) if (path[0] === 'data' && path.length > 1) found.add(path[1])
    Object.values(value).forEach(walk)
  }
  walk(nodes)
  return found
}

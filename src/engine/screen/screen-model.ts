// One screen apart from React: its scope store (route, query, state, data, forms, user, client), its source
// store, its forms, and the context its actions run in. ScreenView draws it; tests drive it directly.
import { runActions, withExtra, type RunContext } from '../actions/run'
import { toFailure } from '../failure'
import type { Engine } from '../engine'
import { valueReads } from '../expression/value-reads'
import { FormRegistry } from '../forms'
import { OverlayStore } from './overlays'
import { createSourceFailures, type SourceFailures } from './source-failures'
import { emptyScope } from '../scope/empty-scope'
import { parsePath, type Path } from '../scope/paths'
import { createScopeStore, type ScopeStore } from '../scope/scope-store'
import type { RequestCache } from '../data/request-cache'
import { failedRecord, missingRecord, recordSources, sameProblem, type RecordProblem } from '../data/record'
import { createSourceStore, type SourceConfigs, type SourceStore } from '../data/source-store'
import type { Actions, ScreenHandle, Scope } from '../types'

type Address = Record<string, string | undefined>

export interface ScreenOptions {
  state?: Record<string, unknown>
  data?: SourceConfigs
  route?: Address
  query?: Address
  /** More scope, for tests and stories (a fixed `item`, `user` or `client`). */
  scope?: Partial<Scope>
  /** Drawn as the screen's frame, never started (ScreenView `still`). */
  still?: boolean
}

export interface ScreenModel {
  store: ScopeStore
  sources: SourceStore
  screen: ScreenHandle
  run: RunContext
  /** The stored paths a node's own templates read (child nodes and actions excluded); computed once per node. */
  readsOf: (node: object) => readonly Path[]
  /** The extra scope of a child (a list row's item) merged over its parent's, the same object while both are. */
  mergeExtra: (parent: Partial<Scope> | undefined, more: Partial<Scope> | undefined) => Partial<Scope> | undefined
  /** Subscribe the sources and the host's client values, and fetch; returns the stop. */
  start(): () => void
  /** A new route or query for the same screen (the address changed). */
  setAddress: (route: Address, query: Address) => void
  /**
   * The live model a still screen comes to life with, in place (the page's frame, hydrated: ScreenView `still`):
   * made for the address, with the user and client, over the app's request cache (a still model has one of its own,
   * empty, so it draws no answer the frame drawn at build time could not have, nor claims one asked for ahead). This
   * one is left as it was.
   */
  wake: (route: Address, query: Address, cache: RequestCache) => ScreenModel
  enter: (actions: Actions | undefined) => void
  /** Why the screen's record cannot be shown (data-source `record`), for the page to say so; with its subscription. */
  record: { get: () => RecordProblem | undefined; subscribe: (listener: () => void) => () => void }
  /** Failed sources that handle nothing themselves: the nodes reading one show its failure with a retry (NodeView). */
  failures: SourceFailures
}

/** Scope roots the store holds; the others (item, result, error, form) come from the node or the action chain. */
const STORED = new Set(['route', 'query', 'state', 'data', 'forms', 'user', 'client'])

const sameAddress = (a: Address, b: Address) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}

export function createScreenModel(engine: Engine, cache: RequestCache, options: ScreenOptions = {}): ScreenModel {
  const store = createScopeStore(
    emptyScope({
      route: options.route ?? {},
      query: options.query ?? {},
      state: options.state ?? {},
      user: engine.services.user(),
      client: engine.services.client(),
      ...options.scope,
    }),
  )
  const recordNames = recordSources(options.data)
  let recordProblem = missingRecord(engine, options.data, store.get())
  const recordListeners = new Set<() => void>()
  const setRecordProblem = (problem: RecordProblem | undefined) => {
    if (sameProblem(problem, recordProblem)) return
    recordProblem = problem
    for (const listener of recordListeners) listener()
  }
  const failures = createSourceFailures()
  // `run` is made below; a source fails only after start(), by which time it exists.
  const sources = createSourceStore(
    engine,
    store,
    cache,
    options.data,
    (name, actions, error) => {
      if (recordNames.includes(name)) setRecordProblem(failedRecord(error))
      // A source with its own `catch` (a fallback page) or a record says it its own way; the rest, the engine.
      else if (!actions) failures.failed(name, error)
      if (actions) void runActions(actions as Actions, withExtra(run, { error: toFailure(error) }))
    },
    (name) => {
      failures.cleared(name)
      // The record is asked again (its retry): whatever failed is over, unless its id is gone.
      if (recordNames.includes(name)) setRecordProblem(missingRecord(engine, options.data, store.get()))
    },
  )
  const forms = new FormRegistry((id, values) => store.set(['forms', id], values))
  const screen: ScreenHandle = {
    setState: (key, value) => store.set(['state', ...parsePath(key)], value),
    reload: (names) => sources.reload(names),
    forms,
    overlays: new OverlayStore(),
    ...(options.still ? { still: true } : {}),
  }
  const run: RunContext = { engine, screen, scope: () => store.get() }

  const reads = new WeakMap<object, readonly Path[]>()
  const merged = new WeakMap<object, { parent: Partial<Scope> | undefined; value: Partial<Scope> }>()

  const model: ScreenModel = {
    store,
    sources,
    screen,
    run,
    readsOf(node) {
      let found = reads.get(node)
      if (!found) {
        found = valueReads(node).filter((p) => STORED.has(p[0]))
        reads.set(node, found)
      }
      return found
    },
    mergeExtra(parent, more) {
      if (!more) return parent
      if (!parent) return more
      const hit = merged.get(more)
      if (hit && hit.parent === parent) return hit.value
      const value = { ...parent, ...more }
      merged.set(more, { parent, value })
      return value
    },
    start() {
      const stopSources = sources.start()
      const stopClient = engine.services.watchClient?.(() => store.set(['client'], engine.services.client()))
      return () => {
        stopSources()
        stopClient?.()
      }
    },
    setAddress(route, query) {
      const now = store.get()
      if (!sameAddress(now.route, route)) store.set(['route'], route)
      if (!sameAddress(now.query, query)) store.set(['query'], query)
      if (recordNames.length) setRecordProblem(missingRecord(engine, options.data, store.get()))
    },
    enter(actions) {
      if (actions) void runActions(actions, run)
    },
    wake(route, query, liveCache) {
      if (!options.still) return model
      // A model of its own: nothing of this one changes, as React may still be hydrating parts of the frame from it.
      return createScreenModel(engine, liveCache, { state: options.state, data: options.data, route, query })
    },
    failures,
    record: {
      get: () => recordProblem,
      subscribe(listener) {
        recordListeners.add(listener)
        return () => recordListeners.delete(listener)
      },
    },
  }
  return model
}

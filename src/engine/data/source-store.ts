// Every named source of one screen (`data` in its config), apart from React. Each source's templates are
// subscribed to the scope paths they read; when those change the source is resolved again and, when its key
// (kind and params) changes, fetched again. A plain source's value goes to data.<name> through the engine's
// request cache; a source with `paging` is a PagedValue at data.<name>, fetched page by page once something
// shows it. `reload` reaches both.
import type { Engine } from '../engine'
import type { AppEvent } from '../types'
import { fetchable, requestKey, sourceRequest } from './source-request'
import { renderTemplate } from '../expression/evaluate'
import { stableKey } from './stable-key'
import type { PagingOptions } from './paging'
import { isExpectedFailure } from '../failure'
import type { ScopeStore } from '../scope/scope-store'
import { valueReads } from '../expression/value-reads'
import { createPagedSource, type PagedSource, type PagedValue } from './paged-source'
import type { RequestCache } from './request-cache'
import { isLiveValue } from './live-value'

/** The screen's `data`: sources by name, as written (any registered kind). */
export type SourceConfigs = Readonly<Record<string, object>>

export interface SourceStore {
  /** Subscribe every source to what it reads and fetch what is due. Returns the stop. */
  start(): () => void
  /** Fetch these sources again (all without names); paged ones start again from page 1. */
  reload: (names?: readonly string[]) => Promise<void>
  /** Something shows a paged source (a list): its first page is fetched. */
  attach: (name: string) => void
  /** Where each source stands, for the screen inspector. */
  states: () => SourceState[]
}

/** One source as the screen inspector shows it. */
export interface SourceState {
  name: string
  config: object
  /** idle: not asked for (its `when` is false, or no list shows it yet). */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  error?: string
  /** Pages loaded and records so far, for a paged source. */
  pages?: { page: number; records: number; isLastPage: boolean }
}

interface Plain {
  kind: 'plain'
  key: string | null
  generation: number
  /** The next fetch of a polled source (its `poll`). */
  timer?: ReturnType<typeof setTimeout>
  status: SourceState['status']
  error?: string
  /** Stop following the live value now at data.<name> (live-value.ts). */
  unfollow?: () => void
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

interface Paged {
  kind: 'paged'
  source: PagedSource
}

const isPaged = (config: object) => 'paging' in config && config.paging !== undefined

/** A plain source failed: the screen runs its `catch` actions (if any) with `error` in scope, and notes a failed record. */
export type SourceFailed = (name: string, actions: unknown, error: unknown) => void

/** The `catch` actions a source carries, if any (a detail page's fallback). */
const catchOf = (config: object | undefined): unknown => (config && 'catch' in config ? config.catch : undefined)

/** A source as fetched: its `catch` actions read the scope only when they run. */
function requestOf(config: object): object {
  return Object.fromEntries(Object.entries(config).filter(([key]) => key !== 'catch'))
}

export function createSourceStore(
  engine: Engine,
  scope: ScopeStore,
  cache: RequestCache,
  configs: SourceConfigs = {},
  failed?: SourceFailed,
  /** A plain source is being fetched (again): a failure shown for it is over. */
  fetching?: (name: string) => void,
): SourceStore {
  const entries = new Map<string, Plain | Paged>()
  // A source's value is data arriving (or leaving), never a reply to a keystroke: its readers may redraw later.
  const setData = (name: string, value: unknown) => scope.set(['data', name], value, true)
  /** A plain source's value at data.<name>: a live one as its current value, again at each change. */
  const publish = (name: string, entry: Plain, value: unknown) => {
    entry.unfollow?.()
    entry.unfollow = undefined
    if (!isLiveValue(value)) {
      setData(name, value)
      return
    }
    entry.unfollow = value.subscribe(() => setData(name, value.current()))
    setData(name, value.current())
  }

  for (const [name, config] of Object.entries(configs)) {
    if (isPaged(config)) {
      const source = createPagedSource(name, {
        publish: (value: PagedValue) => setData(name, value),
        toast: (text) => void engine.services.toast({ text, icon: 'loading', duration: 0 }),
        clearToast: () => engine.services.clearToast(),
        report: (e, context) => engine.services.report(e, context),
        now: () => Date.now(),
      })
      entries.set(name, { kind: 'paged', source })
    } else {
      entries.set(name, { kind: 'plain', key: null, generation: 0, status: 'idle' })
    }
  }

  function resolvePlain(name: string, entry: Plain, force = false): Promise<void> {
    const request = sourceRequest(engine, name, configs[name], scope.get())
    const changed = request.key !== entry.key
    entry.key = request.key
    if (!request.key) {
      entry.status = 'idle'
      if (changed) publish(name, entry, undefined)
      return Promise.resolve()
    }
    if (!changed && !force) return Promise.resolve()
    const mine = ++entry.generation
    entry.status = 'loading'
    fetching?.(name)
    // A value fetched before (another screen, an earlier visit) shows at once; the fetch below refreshes it.
    if (changed) publish(name, entry, cache.peek(request.key)?.value)
    return cache.fetch(request.key, request.fetch, { force }).then(
      (value) => {
        if (mine !== entry.generation) return
        entry.status = 'ready'
        entry.error = undefined
        publish(name, entry, value)
        schedulePoll(name, entry, mine)
      },
      (e: unknown) => {
        if (mine === entry.generation) {
          Object.assign(entry, { status: 'failed', error: messageOf(e) })
          const actions = catchOf(configs[name])
          if (failed) failed(name, actions, e)
        }
        if (!isExpectedFailure(e)) engine.services.report(e, { dataSource: name })
      },
    )
  }

  /** A source with `poll` fetches again after `every` ms while its `while` holds (read with the new answer). */
  function schedulePoll(name: string, entry: Plain, generation: number): void {
    const poll = pollOf(configs[name])
    clearTimeout(entry.timer)
    if (!poll || !pollContinues(engine, poll, scope.get())) return
    entry.timer = setTimeout(() => {
      if (entry.generation === generation && entry.key) void resolvePlain(name, entry, true)
    }, poll.every)
  }

  function resolvePaged(name: string, entry: Paged): void {
    const found = fetchable(engine, name, configs[name], scope.get())
    if (!found) {
      entry.source.request(null)
      return
    }
    const { paging, ...rest } = found.resolved
    entry.source.request({
      key: stableKey([found.kind, rest]),
      params: rest.params,
      paging: paging as PagingOptions,
      fetch: (params) => {
        const variant = { ...rest, params }
        // The first page may have been asked for ahead (askAhead), while the guard decided.
        const ahead = cache.claim(requestKey(found.kind, variant))
        return ahead ? ahead.catch(() => found.fetch(variant)) : found.fetch(variant)
      },
    })
  }

  const refresh = (name: string) => {
    const entry = entries.get(name)
    if (entry?.kind === 'plain') void resolvePlain(name, entry)
    else if (entry) resolvePaged(name, entry)
  }

  // Before the first effect: a paged source already knows its params (a list draws it loading, not empty), and
  // a plain one shows what the cache holds from an earlier visit.
  for (const [name, entry] of entries) {
    if (entry.kind === 'paged') resolvePaged(name, entry)
    else {
      const { key } = sourceRequest(engine, name, configs[name], scope.get())
      const cached = key ? cache.peek(key) : undefined
      if (cached) publish(name, entry, cached.value)
    }
  }

  const store: SourceStore = {
    start() {
      const stops = [...entries.keys()].map((name) => {
        // A source reading its own value would fetch itself in a loop.
        const reads = valueReads(requestOf(configs[name] ?? {})).filter((p) => !(p[0] === 'data' && p[1] === name))
        return scope.subscribe(reads, () => refresh(name))
      })
      // A source with `refreshOn` fetches again when that app event happens (one the app registered).
      for (const [name, config] of Object.entries(configs)) {
        const event = refreshOnOf(engine, config)
        const stop = event && engine.services.subscribe?.(event, () => void store.reload([name]))
        if (stop) stops.push(stop)
      }
      for (const name of entries.keys()) refresh(name)
      return () => {
        for (const stop of stops) stop()
        for (const entry of entries.values()) {
          if (entry.kind === 'paged') entry.source.dispose()
          else {
            clearTimeout(entry.timer)
            entry.unfollow?.()
            entry.unfollow = undefined
            entry.generation++
            entry.key = null
          }
        }
      }
    },
    async reload(names) {
      const wanted = names ?? [...entries.keys()]
      await Promise.all(
        wanted.map((name) => {
          const entry = entries.get(name)
          if (!entry) {
            engine.warn(`reload: no data source "${name}"`)
            return Promise.resolve()
          }
          return entry.kind === 'paged' ? entry.source.value().reload() : resolvePlain(name, entry, true)
        }),
      )
    },
    attach(name) {
      const entry = entries.get(name)
      if (entry?.kind === 'paged') entry.source.attach()
      else engine.warn(`no paged data source "${name}" on this screen`)
    },
    states: () => [...entries].map(([name, entry]) => stateOf(name, configs[name] ?? {}, entry)),
  }
  return store
}

/** The app event a source follows: one the app registered (engine.registerAppEvent); another is a mistake, warned of. */
function refreshOnOf(engine: Engine, config: object): AppEvent | undefined {
  const event: unknown = 'refreshOn' in config ? config.refreshOn : undefined
  if (event === undefined) return undefined
  if (typeof event === 'string' && engine.appEvents.has(event)) return event
  engine.warn(`refreshOn: "${String(event)}" is no app event (registered: ${engine.appEvents.names().join(', ') || 'none'})`)
  return undefined
}

interface Poll {
  every: number
  while?: unknown
}

function pollOf(config: object | undefined): Poll | undefined {
  const poll: unknown = config && 'poll' in config ? config.poll : undefined
  if (!poll || typeof poll !== 'object' || !('every' in poll) || typeof poll.every !== 'number') return undefined
  return { every: Math.max(poll.every, 1000), while: 'while' in poll ? poll.while : undefined }
}

function pollContinues(engine: Engine, poll: Poll, scope: object): boolean {
  if (poll.while === undefined) return true
  return typeof poll.while === 'string'
    ? !!renderTemplate(poll.while, scope, { functions: engine.functions, warn: engine.warn })
    : !!poll.while
}

function stateOf(name: string, config: object, entry: Plain | Paged): SourceState {
  if (entry.kind === 'plain') return { name, config, status: entry.status, ...(entry.error ? { error: entry.error } : {}) }
  const { page, items, loading, error, isLastPage } = entry.source.value()
  const status = loading ? 'loading' : error ? 'failed' : page > 0 ? 'ready' : 'idle'
  return { name, config, status, ...(error ? { error: error.message } : {}), pages: { page, records: items.length, isLastPage } }
}

// Test helpers without React: an engine with fake services that record what screens asked for.
import { registerBuiltins } from './builtins'
import { createEngine, type Engine } from './engine'
import wordingFile from '../../screens/wording.json'
import { isCatalogueName } from '../api/catalogue'
import type { CallMap, CallName } from '../generated/api'
import type { LoadedScreen, ScreenEntry } from './loaded-screen'
import type { Screen } from '../generated/screen'
import type { ActionSheetOptions, AppEvent, DialogOptions, EngineServices, ToastOptions, TrackEvent } from './types'

export interface Recorded {
  /** Calls sent, in order; `silent` marks one asked for ahead (a call given up before it is sent is not here). */
  calls: { name: string; args: unknown; silent?: true }[]
  navigations: { to: string; replace: boolean }[]
  backs: number
  pageReloads: number
  toasts: ToastOptions[]
  dialogs: DialogOptions[]
  confirms: DialogOptions[]
  actionSheets: ActionSheetOptions[]
  tracked: TrackEvent[]
  reports: { error: unknown; context?: Record<string, unknown> }[]
}

export interface FakeServiceOptions {
  /** Answers for named calls: a value, or a function of the args; throw to fail. */
  calls?: Record<string, unknown>
  /** What confirm dialogs answer (default true). */
  confirm?: boolean
  /** The choice action sheets answer: its index or its text; absent, the sheet is cancelled. */
  actionSheet?: number | string
  user?: Record<string, unknown>
  client?: Record<string, unknown>
}

export function createFakeServices(options: FakeServiceOptions = {}): EngineServices & { recorded: Recorded; emit(event: AppEvent): void } {
  const listeners = new Map<AppEvent, Set<() => void>>()
  const recorded: Recorded = {
    calls: [],
    navigations: [],
    backs: 0,
    pageReloads: 0,
    toasts: [],
    dialogs: [],
    confirms: [],
    actionSheets: [],
    tracked: [],
    reports: [],
  }
  return {
    recorded,
    /** Raise an app event, as the host does (the app's events are registered with engine.registerAppEvent). */
    emit: (event) => listeners.get(event)?.forEach((listener) => listener()),
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    },
    async call<N extends CallName>(
      name: N,
      args: CallMap[N]['request'],
      callOptions?: { silent?: boolean; signal?: AbortSignal },
    ): Promise<CallMap[N]['response']> {
      // As the API client: nothing is sent once the call is given up.
      if (callOptions?.signal?.aborted) throw Object.assign(new Error('aborted'), { code: 'ABORTED' })
      recorded.calls.push(callOptions?.silent ? { name, args, silent: true } : { name, args })
      const answer = options.calls?.[name]
      // A test's answer stands in for the backend's: it is what the test says, whatever the schema.
      return typeof answer === 'function' ? await (answer as (a: unknown) => unknown)(args) : answer
    },
    // An upload is recorded as a call (the file among its args) and answered the same way; it reports half, then all, sent.
    async upload(name, fields, uploadOptions) {
      if (uploadOptions.signal?.aborted) throw Object.assign(new Error('aborted'), { code: 'ABORTED' })
      recorded.calls.push({ name, args: fields })
      uploadOptions.onProgress?.(0.5)
      const answer = options.calls?.[name]
      const result: unknown = typeof answer === 'function' ? await (answer as (a: unknown) => unknown)(fields) : answer
      uploadOptions.onProgress?.(1)
      return result
    },
    // The catalogue's calls, and any a test answers (a made-up name in a test of the engine itself).
    isCall: (name): name is CallName => isCatalogueName(name) || Object.hasOwn(options.calls ?? {}, name),
    navigate: (to, o) => void recorded.navigations.push({ to, replace: o?.replace ?? false }),
    back: () => {
      recorded.backs++
    },
    reloadPage: () => {
      recorded.pageReloads++
    },
    toast: (t) => void recorded.toasts.push(t),
    clearToast: () => undefined,
    dialog: async (d) => void recorded.dialogs.push(d),
    confirm: async (d) => {
      recorded.confirms.push(d)
      return options.confirm ?? true
    },
    actionSheet: async (sheet) => {
      recorded.actionSheets.push(sheet)
      const choice = options.actionSheet
      const index = typeof choice === 'string' ? sheet.options.findIndex((o) => o.text === choice) : choice
      return index === undefined || index < 0 ? undefined : index
    },
    track: (e) => void recorded.tracked.push(e),
    report: (error, context) => void recorded.reports.push({ error, context }),
    user: () => options.user ?? { loggedIn: false },
    client: () => options.client ?? { role: 'health', headerHidden: false },
    storage: (area) => (area === 'session' ? sessionStorage : localStorage),
  }
}

export type TestEngine = Engine & { services: ReturnType<typeof createFakeServices>; recorded: Recorded }

/** An engine with the built-ins and fake services; `setup` registers renderers and the like. */
export function createTestEngine(options: FakeServiceOptions & { dev?: boolean; setup?: (engine: Engine) => void } = {}): TestEngine {
  const services = createFakeServices(options)
  // The app's own wording, so tests see the text users see.
  const engine = createEngine({ services, dev: options.dev ?? true, messages: wordingFile.messages })
  registerBuiltins(engine)
  options.setup?.(engine)
  return Object.assign(engine, { services, recorded: services.recorded })
}

/** A manifest entry whose chunk holds this config, without problems (a screen as the route table sees it). */
export function screenEntry(config: Screen): ScreenEntry {
  const loaded: LoadedScreen = { file: `screens/${config.id}.json`, problems: [], config }
  return { id: config.id, routes: config.routes, load: async () => ({ default: loaded }) }
}

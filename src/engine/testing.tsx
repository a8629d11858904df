// Test and story helpers: an engine with fake services that record what screens asked for.
import { render, type RenderResult } from '@testing-library/react'
import { useEffect, useState, type ReactNode } from 'react'
import { runActions } from './actions/run'
import { registerBuiltins } from './builtins'
import { createEngine, type Engine } from './engine'
import { registerTestRenderers } from './test-renderers'
import type { DialogOptions, EngineServices, NodeConfig, Scope, Screen, ToastOptions, TrackEvent } from './types'
import { ScreenView } from './view/ScreenView'
import { EngineProvider, useRequestCache } from './view/EngineProvider'
import { createScreenModel } from './screen/screen-model'
import { FrameContext } from './view/frame'
import { renderNodeList } from './view/NodeView'

export interface Recorded {
  calls: { name: string; args: unknown }[]
  navigations: { to: string; replace: boolean }[]
  backs: number
  pageReloads: number
  toasts: ToastOptions[]
  dialogs: DialogOptions[]
  confirms: DialogOptions[]
  tracked: TrackEvent[]
  reports: { error: unknown; context?: Record<string, unknown> }[]
}

export interface FakeServiceOptions {
  /** Answers for named calls: a value, or a function of the args; throw to fail. */
  calls?: Record<string, unknown>
  /** What confirm dialogs answer (default true). */
  confirm?: boolean
  user?: Record<string, unknown>
  client?: Record<string, unknown>
}

export function createFakeServices(options: FakeServiceOptions = {}): EngineServices & { recorded: Recorded } {
  const recorded: Recorded = { calls: [], navigations: [], backs: 0, pageReloads: 0, toasts: [], dialogs: [], confirms: [], tracked: [], reports: [] }
  return {
    recorded,
    async call(name, args) {
      recorded.calls.push({ name, args })
      const answer = options.calls?.[name]
      return typeof answer === 'function' ? await (answer as (a: unknown) => unknown)(args) : answer
    },
    navigate: (to, o) => void recorded.navigations.push({ to, replace: o?.replace ?? false }),
    back: () => void recorded.backs++,
    reloadPage: () => void recorded.pageReloads++,
    toast: (t) => void recorded.toasts.push(t),
    clearToast: () => undefined,
    dialog: async (d) => void recorded.dialogs.push(d),
    confirm: async (d) => {
      recorded.confirms.push(d)
      return options.confirm ?? true
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
export function createTestEngine(options: FakeServiceOptions & { dev?: boolean; setup?(engine: Engine): void } = {}): TestEngine {
  const services = createFakeServices(options)
  const engine = createEngine({ services, dev: options.dev ?? true })
  registerBuiltins(engine)
  options.setup?.(engine)
  return Object.assign(engine, { services, recorded: services.recorded })
}

export function emptyScope(extra: Partial<Scope> = {}): Scope {
  return { route: {}, query: {}, state: {}, data: {}, forms: {}, form: {}, item: undefined, user: {}, client: {}, result: undefined, error: undefined, ...extra }
}

/** Nodes inside a minimal screen (state set by actions is kept in its scope store, so readers redraw). */
export function NodesFrame({ engine, nodes, scope }: { engine: Engine; nodes: readonly NodeConfig[]; scope?: Partial<Scope> }): ReactNode {
  const cache = useRequestCache()
  const [model] = useState(() => createScreenModel(engine, cache, { state: scope?.state, scope: { ...scope } }))
  useEffect(() => model.start(), [model])
  return <FrameContext.Provider value={model}>{renderNodeList(nodes)}</FrameContext.Provider>
}

export function renderNodes(nodes: readonly NodeConfig[], options: { engine?: Engine; scope?: Partial<Scope> } = {}): RenderResult & { engine: Engine } {
  const engine = options.engine ?? createTestEngine()
  const result = render(
    <EngineProvider engine={engine}>
      <NodesFrame engine={engine} nodes={nodes} scope={options.scope} />
    </EngineProvider>,
  )
  return Object.assign(result, { engine })
}

/** A whole screen through the real ScreenView, with the bare test renderers unless `setup` registers others. */
export function renderScreen(
  config: Screen,
  options: FakeServiceOptions & { dev?: boolean; setup?(engine: Engine): void; query?: Record<string, string> } = {},
): RenderResult & { engine: TestEngine } {
  const engine = createTestEngine({ ...options, setup: options.setup ?? registerTestRenderers })
  const result = render(
    <EngineProvider engine={engine}>
      <ScreenView config={config} query={options.query} />
    </EngineProvider>,
  )
  return Object.assign(result, { engine })
}

export { runActions }

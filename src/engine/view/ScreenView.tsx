import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { runActions, type RunContext } from '../actions/run'
import { useDataSources } from '../data/useDataSources'
import { FormRegistry } from '../forms'
import { createStateStore } from '../state-store'
import type { NodeConfig, Screen, ScreenHandle, Scope } from '../types'
import { useEngine } from './EngineProvider'
import { FrameContext, type ScreenFrame } from './frame'
import { NodeView } from './NodeView'
import { FailurePage } from '../pages/FailurePage'

export interface ScreenViewProps {
  config: Screen
  route?: Record<string, string | undefined>
  query?: Record<string, string | undefined>
}

/** One screen: its state, its data sources, and its nodes drawn inside the registered `page` renderer. */
export function ScreenView({ config, route = {}, query = {} }: ScreenViewProps) {
  const engine = useEngine()
  const [store] = useState(() => createStateStore(config.state ?? {}))
  const [forms] = useState(() => new FormRegistry())
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  const base = { route, query, state, form: {}, item: undefined, user: engine.services.user(), client: engine.services.client(), result: undefined, error: undefined }
  const sources = useDataSources(engine, config.data as Record<string, Record<string, unknown>> | undefined, base)
  const scope: Scope = { ...base, data: sources.data }

  // Actions run after awaits; they read the latest scope, not the one of the render that started them.
  const latest = useRef(scope)
  latest.current = scope
  const reload = useRef(sources.reload)
  reload.current = sources.reload

  const run = useMemo<RunContext>(() => {
    const screen: ScreenHandle = {
      setState: (key, value) => store.set(key, value),
      reload: (names) => reload.current(names),
      forms,
    }
    return { engine, screen, scope: () => ({ ...latest.current, state: store.get(), form: forms.values() }) }
  }, [engine, store, forms])

  useEffect(() => {
    if (config.enter) void runActions(config.enter, run)
  }, [config.enter, run])

  const frame = useMemo<ScreenFrame>(() => ({ scope, run }), [scope, run]) // eslint-disable-line react-hooks/exhaustive-deps
  const page = useMemo<NodeConfig>(
    () => ({ type: 'page', title: config.title, header: config.header, body: config.body, footer: config.footer }),
    [config],
  )
  return (
    <FrameContext.Provider value={frame}>
      <NodeView node={page} fallback={<FailurePage onRefresh={engine.services.reloadPage} />} />
    </FrameContext.Provider>
  )
}

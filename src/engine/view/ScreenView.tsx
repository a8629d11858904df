import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { FailurePage } from '../pages/FailurePage'
import { createRequestCache } from '../data/request-cache'
import { createScreenModel } from '../screen/screen-model'
import { sourcesReadByNodes } from '../screen/source-failures'
import type { NodeConfig, ScreenConfig } from '../types'
import { useEngine, useRequestCache } from './EngineProvider'
import { FrameContext } from './frame'
import { NodeView } from './NodeView'
import { ScreenOverlays } from './ScreenOverlays'

export interface ScreenViewProps {
  config: ScreenConfig
  route?: Record<string, string | undefined>
  query?: Record<string, string | undefined>
  /**
   * Drawn as the screen's frame (docs/frames.md): the model never starts (no data is asked for, no enter action
   * runs) and reads no user or client, so every source shows its skeleton and the markup is the same at build time
   * (scripts/prerender) and in the first render that hydrates it.
   */
  still?: boolean
}

const none: Record<string, string | undefined> = {}

/**
 * One screen: its model (scope store, sources, forms) made once, and its nodes drawn inside the registered
 * `page` renderer. The view itself never redraws for a change of scope: each node redraws for what it reads.
 */
export function ScreenView({ config, route = none, query = none, still = false }: ScreenViewProps) {
  const engine = useEngine()
  const cache = useRequestCache()
  const [made, setMade] = useState(() => ({
    still,
    // A still screen shows nothing of the app's cache (an answer from an earlier visit, or one asked for ahead as
    // the frame hydrates): the frame drawn at build time had none, and the live model claims those.
    model: createScreenModel(engine, still ? createRequestCache() : cache, {
      state: config.state,
      data: config.data,
      // A frame knows no address: one frame serves every address its route matches.
      ...(still ? { scope: { user: {}, client: {} }, still } : { route, query }),
    }),
  }))
  // A still screen coming to life (the page's frame, hydrated) takes its live model in the same render: its nodes
  // draw again from it into the elements already on screen, so nothing found or pressed on the frame is replaced by
  // a copy. The still model stays as it was for the parts of the frame React has yet to hydrate, which must match it.
  if (!still && made.still) setMade({ still: false, model: made.model.wake(route, query, cache) })
  const { model } = made
  const asFrame = made.still

  useEffect(() => (asFrame ? undefined : model.start()), [model, asFrame])
  useEffect(() => {
    if (asFrame) return undefined
    const shownAt = Date.now()
    return engine.inspection.shown(() => ({ id: config.id, config, scope: model.store.get(), sources: model.sources.states(), shownAt }))
  }, [engine, model, config, asFrame])
  useEffect(() => (asFrame ? undefined : model.setAddress(route, query)), [model, route, query, asFrame])
  useEffect(() => (asFrame ? undefined : model.enter(config.enter)), [model, config.enter, asFrame])

  const current = useSyncExternalStore(model.record.subscribe, model.record.get, model.record.get)
  // A frame knows no address: its record is not missing, only not here yet.
  const record = asFrame ? undefined : current
  // Without its record the page keeps its title and Back, and says why in place of its body.
  const missing = record
    ? record.kind === 'missing'
      ? engine.text('recordMissing')
      : record.message || engine.text('recordFailed')
    : undefined
  // A record whose call failed can be asked again (retry); one without its id cannot.
  const retry = record?.kind === 'failed'
  // A failed source no node reads (only the title does, or a renderer that fetches by name): the page shows it.
  const readByNodes = useMemo(() => sourcesReadByNodes([config.body, config.footer], model.readsOf), [config, model])
  const failures = useSyncExternalStore(model.failures.subscribe, model.failures.get, model.failures.get)
  const unread = useMemo(() => [...failures].filter(([name]) => !readByNodes.has(name)), [failures, readByNodes])
  const failed = useMemo(
    () =>
      unread.length
        ? {
            sources: unread.map(([name]) => name),
            message: unread.find(([, f]) => f.message)?.[1].message ?? engine.text('pageUnavailable'),
          }
        : undefined,
    [unread, engine],
  )
  const page = useMemo<NodeConfig>(
    () =>
      missing === undefined
        ? {
            type: 'page',
            title: config.title,
            header: config.header,
            body: config.body,
            footer: config.footer,
            ...(failed ? { failed } : {}),
          }
        : { type: 'page', title: config.title, header: config.header, missing, ...(retry ? { retry } : {}) },
    [config, missing, retry, failed],
  )
  return (
    <FrameContext.Provider value={model}>
      <NodeView node={page} fallback={<FailurePage text={engine.text} onRefresh={engine.services.reloadPage} />} />
      <ScreenOverlays />
    </FrameContext.Provider>
  )
}

import { memo, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { runActions, withExtra } from '../actions/run'
import { renderTemplate, resolveValue } from '../expression/evaluate'
import type { Node, NodeConfig, NodeContext, Scope } from '../types'
import { useEngine } from './EngineProvider'
import { useFrame } from './frame'
import { NodeBoundary } from './NodeBoundary'
import { UnknownNode } from './UnknownNode'
import type { ExposureProps } from './Exposure'
import { lazyComponent } from '../lazy-component'
import { useScopeReads } from './useScopeReads'
import { SourceFailureBox } from './SourceFailureBox'
import type { Path } from '../scope/paths'
import type { SourceFailure } from '../screen/source-failures'

interface Props {
  node: NodeConfig
  /** Scope added by an enclosing node (a list's `item`). */
  extra?: Partial<Scope>
  /** Shown instead of the default error box when this node throws (the page frame shows the failure page). */
  fallback?: ReactNode
}

// Few screens report exposure, and the marker draws nothing: its code loads with the first node that has one
// rather than with the entry (issue 36).
const ExposureMarker = lazyComponent(() => import('./Exposure').then((m) => m.ExposureMarker))

const isExposure = (value: unknown): value is ExposureProps => typeof value === 'object' && value !== null

const noFailures: ReadonlyMap<string, SourceFailure> = new Map()
const unsubscribed = () => () => undefined
const none = () => noFailures

/** The names of the data sources a node reads (data.<name>...). */
const sourcesRead = (reads: readonly Path[]) => [...new Set(reads.filter((p) => p[0] === 'data' && p.length > 1).map((p) => p[1]))]

export function renderNodeList(nodes: readonly (Node | NodeConfig)[] | undefined, extra?: Partial<Scope>): ReactNode {
  if (!nodes?.length) return null
  return nodes.map((node, i) => <NodeView key={node.id ?? `${i}:${node.type}`} node={node as NodeConfig} extra={extra} />)
}

/**
 * Dispatch one node to its registered renderer, with its templates resolved and an error boundary around it.
 * It redraws when a scope path its own templates read changes (or its parent gives it another node or extra
 * scope); a change anywhere else in the scope passes it by.
 */
/** What a still screen's scope lacks (ScreenView `still`): its address, its user and the client. */
const KNOWN_ONCE_LIVE = new Set(['route', 'query', 'user', 'client'])

export const NodeView = memo(function NodeView({ node, extra, fallback }: Props) {
  const engine = useEngine()
  const frame = useFrame()
  const reads = frame.readsOf(node)
  useScopeReads(frame.store, reads)
  const stored = frame.store.get()
  const scope = useMemo(() => (extra ? { ...stored, ...extra } : stored), [stored, extra])
  const env = useMemo(() => ({ functions: engine.functions, warn: engine.warn }), [engine])
  const definition = engine.renderers.get(node.type)
  const raw = useMemo(() => new Set(definition?.raw ?? []), [definition])
  // Decided once: a boundary that came or went later would mount the renderer again and lose what it holds.
  const [bounded] = useState(() => definition?.ready?.() === false)

  const ctx = useMemo<NodeContext>(() => {
    const run = extra ? withExtra(frame.run, extra) : frame.run
    return {
      scope,
      dev: engine.dev,
      screen: frame.screen,
      run: async (actions, more) => {
        const outcome = await runActions(actions, more ? withExtra(run, more) : run)
        return outcome.ok ? outcome.value : undefined
      },
      attempt: (actions, more) => runActions(actions, more ? withExtra(run, more) : run),
      render: (nodes, more) => renderNodeList(nodes, frame.mergeExtra(extra, more)),
      resolve: (value, more) => resolveValue(value, more ? { ...scope, ...more } : scope, env),
      t: (key, ...values) => engine.text(key, ...values),
    }
  }, [engine, env, extra, frame, scope])

  // A source read here failed and says nothing itself: the first node to draw that reads it shows the failure
  // with a retry, the others nothing (not a skeleton forever, not an empty state that is not true). The page frame
  // keeps its title and Back and lets its body show it.
  const sources = useMemo(() => (node.type === 'page' ? [] : sourcesRead(reads)), [node.type, reads])
  const read = sources.length ? frame.failures.get : none
  // The same snapshot for a frame rendered at build time and hydrated (docs/frames.md): nothing has failed yet.
  const failures = useSyncExternalStore(sources.length ? frame.failures.subscribe : unsubscribed, read, read)
  const holder = useRef({})
  const failed = sources.filter((name) => failures.has(name))
  // Once drawn, offer to show each failure nobody shows yet (effects run in document order: the first reader wins).
  useEffect(() => {
    for (const name of sources) if (failures.has(name)) frame.failures.claim(name, holder.current)
  }, [frame, sources, failures])
  useEffect(() => {
    const mine = holder.current
    return () => frame.failures.release(mine)
  }, [frame])
  if (failed.length) {
    const shown = failed.filter((name) => frame.failures.holderOf(name) === holder.current)
    if (!shown.length) return null
    return <SourceFailureBox names={shown} failures={shown.map((name) => failures.get(name) ?? {})} />
  }

  if (!definition) return <UnknownNode type={node.type} />
  if (definition.startsFromKept && frame.screen.still) return null
  if (node.visible !== undefined) {
    const visible = typeof node.visible === 'string' ? renderTemplate(node.visible, scope, env) : node.visible
    if (!visible) return null
  }
  const props = resolveValue(node, scope, env, raw)
  const Renderer = definition.component
  // Drawn in a still screen (a page's frame: ScreenView `still`), a node reading the address, the user or the
  // client drew without them; once live, its renderer starts again from what they hold rather than keep state it
  // began with then (a tab chosen by the query). Any other node stays the same element.
  const drawnWithout = frame.screen.still === true && reads.some((path) => KNOWN_ONCE_LIVE.has(path[0]))
  const drawn = <Renderer key={drawnWithout ? 'still' : 'live'} node={props} ctx={ctx} />
  return (
    <NodeBoundary
      label={node.id ? `${node.type}#${node.id}` : node.type}
      dev={engine.dev}
      report={engine.services.report}
      fallback={fallback}
    >
      {/* `exposure` (105001, once when first seen) works on any node whose schema allows it. */}
      {/* Its own boundary: the node draws without waiting for the marker's code. */}
      {isExposure(props.exposure) && (
        <Suspense fallback={null}>
          <ExposureMarker exposure={props.exposure} track={engine.services.track} />
        </Suspense>
      )}
      {/* A renderer is a lazy component: its chunk loads when a screen uses it. A node whose code was not here */}
      {/* when it first drew waits for it in a Suspense boundary of its own (`bounded`), drawing nothing meanwhile. */}
      {bounded ? <Suspense fallback={null}>{drawn}</Suspense> : drawn}
    </NodeBoundary>
  )
})

import { Suspense, useMemo, type ReactNode } from 'react'
import { runActions, withExtra } from '../actions/run'
import { renderTemplate, resolveValue } from '../expression/evaluate'
import type { Node, NodeConfig, NodeContext, Scope } from '../types'
import { useEngine } from './EngineProvider'
import { useFrame } from './frame'
import { NodeBoundary } from './NodeBoundary'
import { UnknownNode } from './UnknownNode'

interface Props {
  node: NodeConfig
  /** Scope added by an enclosing node (a list's `item`). */
  extra?: Partial<Scope>
  /** Shown instead of the default error box when this node throws (the page frame shows the failure page). */
  fallback?: ReactNode
}

export function renderNodeList(nodes: readonly (Node | NodeConfig)[] | undefined, extra?: Partial<Scope>): ReactNode {
  if (!nodes?.length) return null
  return nodes.map((node, i) => <NodeView key={node.id ?? `${i}:${node.type}`} node={node as NodeConfig} extra={extra} />)
}

/** Dispatch one node to its registered renderer, with its templates resolved and an error boundary around it. */
export function NodeView({ node, extra, fallback }: Props) {
  const engine = useEngine()
  const frame = useFrame()
  const scope = useMemo(() => (extra ? { ...frame.scope, ...extra } : frame.scope), [frame.scope, extra])
  const env = useMemo(() => ({ functions: engine.functions, warn: engine.warn }), [engine])
  const definition = engine.renderers.get(node.type)
  const raw = useMemo(() => new Set(definition?.raw ?? []), [definition])

  const ctx = useMemo<NodeContext>(() => {
    const run = extra ? withExtra(frame.run, extra) : frame.run
    return {
      scope,
      dev: engine.dev,
      screen: frame.run.screen,
      run: async (actions, more) => {
        const outcome = await runActions(actions, more ? withExtra(run, more) : run)
        return outcome.ok ? outcome.value : undefined
      },
      attempt: (actions, more) => runActions(actions, more ? withExtra(run, more) : run),
      render: (nodes, more) => renderNodeList(nodes, more || extra ? { ...extra, ...more } : undefined),
      resolve: (value, more) => resolveValue(value, more ? { ...scope, ...more } : scope, env),
    }
  }, [engine, env, extra, frame.run, scope])

  if (!definition) return <UnknownNode type={node.type} />
  if (node.visible !== undefined) {
    const visible = typeof node.visible === 'string' ? renderTemplate(node.visible, scope, env) : node.visible
    if (!visible) return null
  }
  const props = resolveValue(node, scope, env, raw)
  const Renderer = definition.component
  return (
    <NodeBoundary label={node.id ? `${node.type}#${node.id}` : node.type} dev={engine.dev} report={engine.services.report} fallback={fallback}>
      {/* A heavy renderer registers a lazy component (form, list): its chunk loads when a screen uses it. */}
      <Suspense fallback={null}>
        <Renderer node={props} ctx={ctx} />
      </Suspense>
    </NodeBoundary>
  )
}

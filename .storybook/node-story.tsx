// Renderer stories: the story's args are the node config itself (editable in the Controls panel as JSON),
// drawn through the real dispatcher with the scope the story gives.
import type { Decorator } from '@storybook/react-vite'
import { useMemo } from 'react'
import type { Node, NodeConfig, Scope } from '../src/engine'
import { useEngine } from '../src/engine'
import { NodesFrame } from '../src/engine/testing'

export interface NodeStoryArgs<N extends Node | NodeConfig> {
  /** The node as a screen config would write it. */
  node: N
  /** What its expressions can read: query, data, state, user... */
  scope?: Partial<Scope>
}

export function NodeStory<N extends Node | NodeConfig>({ node, scope }: NodeStoryArgs<N>) {
  const engine = useEngine()
  // user and client as a screen sees them (the Host toolbar sets client.headerHidden), unless the story says.
  const full = useMemo(() => ({ user: engine.services.user(), client: engine.services.client(), ...scope }), [engine, scope])
  const nodes = useMemo(() => [node], [node])
  return <NodesFrame engine={engine} nodes={nodes} scope={full} />
}

export function renderNodeStory<N extends Node | NodeConfig>(args: NodeStoryArgs<N>) {
  return <NodeStory {...args} />
}

/** Padding around a lone node, as a screen body gives it. */
export const padded: Decorator = (Story) => (
  <div style={{ padding: 16 }}>
    <Story />
  </div>
)

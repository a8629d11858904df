import type { NodeConfig, RendererProps } from '../../src/engine'
import type { PresetNode } from '../../src/generated/screen'

export type NodePresets = Readonly<Record<string, readonly NodeConfig[]>>

/** The preset's nodes in this place, with its scope; an unknown name (which `screens check` reports) draws nothing. */
export function presetComponent(presets: NodePresets) {
  return function Preset({ node, ctx }: RendererProps<PresetNode>) {
    const nodes = Object.hasOwn(presets, node.name) ? presets[node.name] : undefined
    if (!nodes) {
      if (ctx.dev) console.warn(`[screen] no node preset "${node.name}" (screens/presets/nodes.json)`)
      return null
    }
    return <>{ctx.render(nodes)}</>
  }
}

import { createElement } from 'react'
import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { PresetNode } from '../../src/generated/screen'
import { presetComponent, type NodePresets } from './Preset'

export type { NodePresets }

const own = (presets: NodePresets, name: string): unknown => (Object.hasOwn(presets, name) ? presets[name] : undefined)

/**
 * The `preset` node over a set of presets (the app's: screens/presets/nodes.json, given by src/shell as a loader).
 * `brought` looks up the presets a screen brought with its chunk (the app's build puts them there): those draw at
 * once, and the loader is fetched only for a name no screen brought (a screen from outside the build, a story).
 */
export function presetDefinition(
  presets: NodePresets | (() => Promise<NodePresets>) = {},
  brought: (name: string) => unknown = () => undefined,
): RendererDefinition<PresetNode> {
  if (typeof presets !== 'function') return { type: 'preset', component: presetComponent((name) => brought(name) ?? own(presets, name)) }
  let loaded: NodePresets | undefined
  const Here = presetComponent((name) => brought(name) ?? (loaded && own(loaded, name)))
  const Fetched = lazyComponent<RendererProps<PresetNode>>(async () => {
    loaded = await presets()
    return Here
  })
  function Preset(props: RendererProps<PresetNode>) {
    return createElement(loaded || brought(props.node.name) !== undefined ? Here : Fetched, props)
  }
  return { type: 'preset', component: Preset }
}

import { createElement, useState, type ComponentType } from 'react'
import { lazyComponent, type PreloadableComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { PresetNode } from '../../src/generated/screen'
import type { NodePresets } from './Preset'

export type { NodePresets }

const own = (presets: NodePresets, name: string): unknown => (Object.hasOwn(presets, name) ? presets[name] : undefined)

// The component comes with the small renderers' chunk (renderers/small-renderers.ts), fetched beside the screen's
// own chunk when the screen names the node type. Its module is loaded once for every definition (tests make an
// engine each), and each definition's component is made from it at once when it is here.
let presetModule: typeof import('./Preset') | undefined
const loadPresetModule = async () => (presetModule ??= await import('./Preset'))

function presetOver(presetOf: (name: string) => unknown): PreloadableComponent<RendererProps<PresetNode>> {
  let ready: ComponentType<RendererProps<PresetNode>> | undefined
  const make = (m: typeof import('./Preset')) => (ready ??= m.presetComponent(presetOf))
  const Lazy = lazyComponent(async () => make(await loadPresetModule()))
  function Preset(props: RendererProps<PresetNode>) {
    // Each drawn preset keeps the component it started with (a switch would build its nodes again).
    const [Chosen] = useState(() => ready ?? (presetModule ? make(presetModule) : Lazy))
    return createElement(Chosen, props)
  }
  return Object.assign(Preset, { preload: Lazy.preload, loaded: () => ready !== undefined || presetModule !== undefined })
}

/**
 * The `preset` node over a set of presets (the app's: screens/presets/nodes.json, given by src/shell as a loader).
 * `brought` looks up the presets a screen brought with its chunk (the app's build puts them there): those draw at
 * once, and the loader is fetched only for a name no screen brought (a screen from outside the build, a story).
 */
export function presetDefinition(
  presets: NodePresets | (() => Promise<NodePresets>) = {},
  brought: (name: string) => unknown = () => undefined,
): RendererDefinition<PresetNode> {
  if (typeof presets !== 'function') {
    const Preset = presetOver((name) => brought(name) ?? own(presets, name))
    return { type: 'preset', component: Preset, preload: Preset.preload, ready: Preset.loaded }
  }
  let loaded: NodePresets | undefined
  const Here = presetOver((name) => brought(name) ?? (loaded && own(loaded, name)))
  const Fetched = lazyComponent<RendererProps<PresetNode>>(async () => {
    const [component, all] = await Promise.all([Here.preload(), presets()])
    loaded = all
    return component
  })
  function Preset(props: RendererProps<PresetNode>) {
    return createElement(loaded || brought(props.node.name) !== undefined ? Here : Fetched, props)
  }
  return { type: 'preset', component: Preset, preload: Here.preload, ready: () => loaded !== undefined && Here.loaded() }
}

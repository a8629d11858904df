import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { PresetNode } from '../../src/generated/screen'
import { presetComponent, type NodePresets } from './Preset'

export type { NodePresets }

/**
 * The `preset` node over a set of presets (the app's: screens/presets/nodes.json, given by src/shell). Given as a
 * loader, the presets are fetched with the first screen that uses one (a screen's node types include `preset`,
 * so it waits for them as for any lazy renderer), not with the entry that every first visit pays for.
 */
export function presetDefinition(presets: NodePresets | (() => Promise<NodePresets>) = {}): RendererDefinition<PresetNode> {
  if (typeof presets !== 'function') return { type: 'preset', component: presetComponent(presets) }
  const Preset = lazyComponent<RendererProps<PresetNode>>(async () => presetComponent(await presets()))
  return { type: 'preset', component: Preset, preload: Preset.preload }
}

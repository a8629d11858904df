import type { RendererDefinition } from '../../src/engine'
import type { PresetNode } from '../../src/generated/screen'
import { presetComponent, type NodePresets } from './Preset'

export type { NodePresets }

/** The `preset` node over a set of presets (the app's: screens/presets/nodes.json, given by src/shell). */
export function presetDefinition(presets: NodePresets = {}): RendererDefinition<PresetNode> {
  return { type: 'preset', component: presetComponent(presets) }
}

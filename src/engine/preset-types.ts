import { nodeTypesIn } from './node-types'
import { presetEntry } from './presets'

/** The node presets of screens/presets/nodes.json: a name and the nodes it stands for. */
export type PresetNodes = Readonly<Record<string, unknown>>

/** Where a use names its preset: a node's `type` or an action's `action`, next to `name`. */
type UseField = 'type' | 'action'

function presetNamesIn(value: unknown, field: UseField, into: string[]): string[] {
  if (Array.isArray(value)) for (const v of value) presetNamesIn(v, field, into)
  else if (value && typeof value === 'object') {
    const { [field]: kind, name } = value as Record<string, unknown>
    if (kind === 'preset' && typeof name === 'string') into.push(name)
    for (const v of Object.values(value)) if (v && typeof v === 'object') presetNamesIn(v, field, into)
  }
  return into
}

/** The presets `value` names, and those they name, as the presets file writes them. */
function presetsUsed(value: unknown, presets: Readonly<Record<string, unknown>>, field: UseField): Record<string, unknown> {
  const used: Record<string, unknown> = {}
  const pending = presetNamesIn(value, field, [])
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const entry = Object.hasOwn(used, name) ? undefined : presetEntry(presets, name, field === 'type' ? 'body' : 'run')
    if (!entry) continue
    used[name] = presets[name]
    presetNamesIn(entry.content, field, pending)
  }
  return used
}

/**
 * Every node type a config uses, the nodes of the presets it names included (and of the presets those name):
 * a screen drawn once "all its renderers" are here would otherwise draw a preset's rows empty and grow them
 * when the preset's own renderers arrive. Pure: the build uses it.
 */
export function nodeTypesWithPresets(config: unknown, presets: PresetNodes): Set<string> {
  const types = nodeTypesIn(config)
  // Only the nodes: a params schema's { "type": "string" } is no node.
  for (const name of Object.keys(nodePresetsUsed(config, presets))) nodeTypesIn(presetEntry(presets, name, 'body')?.content, types)
  return types
}

/**
 * The node presets a config names, and those they name, as the presets file writes them: what a screen's chunk
 * carries so that it draws its presets without fetching every preset of the app. Pure: the build uses it.
 */
export const nodePresetsUsed = (config: unknown, presets: PresetNodes): Record<string, unknown> => presetsUsed(config, presets, 'type')

/**
 * The action presets (screens/presets/actions.json) a config and the node presets it draws name, and those they
 * name: what a screen's chunk carries so that the entry carries none. Pure: the build uses it.
 */
export const actionPresetsUsed = (configAndNodePresets: unknown, presets: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  presetsUsed(configAndNodePresets, presets, 'action')

import { nodeTypesIn } from './node-types'
import { presetEntry } from './presets'

/** The node presets of screens/presets/nodes.json: a name and the nodes it stands for. */
export type PresetNodes = Readonly<Record<string, unknown>>

function presetNamesIn(value: unknown, into: string[]): string[] {
  if (Array.isArray(value)) for (const v of value) presetNamesIn(v, into)
  else if (value && typeof value === 'object') {
    const { type, name } = value as { type?: unknown; name?: unknown }
    if (type === 'preset' && typeof name === 'string') into.push(name)
    for (const v of Object.values(value)) if (v && typeof v === 'object') presetNamesIn(v, into)
  }
  return into
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
export function nodePresetsUsed(config: unknown, presets: PresetNodes): Record<string, unknown> {
  const used: Record<string, unknown> = {}
  const pending = presetNamesIn(config, [])
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const entry = Object.hasOwn(used, name) ? undefined : presetEntry(presets, name, 'body')
    if (!entry) continue
    used[name] = presets[name]
    presetNamesIn(entry.content, pending)
  }
  return used
}

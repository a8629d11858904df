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
  const seen = new Set<string>()
  const pending = presetNamesIn(config, [])
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const entry = seen.has(name) ? undefined : presetEntry(presets, name, 'body')
    if (!entry) continue
    seen.add(name)
    // Only the nodes: a params schema's { "type": "string" } is no node.
    nodeTypesIn(entry.content, types)
    presetNamesIn(entry.content, pending)
  }
  return types
}

import { useMemo } from 'react'
import type { NodeConfig, RendererProps } from '../../src/engine'
import { paramsFor, presetEntry, type PresetEntry } from '../../src/engine/presets'
import type { PresetNode } from '../../src/generated/screen'

/** screens/presets/nodes.json's presets: the nodes alone, or { params, body } for one that takes parameters. */
export type NodePresets = Readonly<Record<string, unknown>>

/**
 * The preset's nodes in this place, with its scope and, as `params`, what "with" gives (resolved here, in the
 * scope of the place); an unknown name (which `screens check` reports) draws nothing. `presetOf` looks a preset
 * up by name (undefined when it is not here).
 */
export function presetComponent(presetOf: (name: string) => unknown) {
  const entries = new Map<string, PresetEntry>()
  const entryOf = (name: string) => {
    if (!entries.has(name)) {
      const preset = presetOf(name)
      const entry = preset === undefined ? undefined : presetEntry({ [name]: preset }, name, 'body')
      if (entry) entries.set(name, entry)
    }
    return entries.get(name)
  }
  return function Preset({ node, ctx }: RendererProps<PresetNode>) {
    const entry = entryOf(node.name)
    // The same parameters keep the same scope object, so the preset's nodes are not redrawn for nothing.
    const key = JSON.stringify(node.with ?? null)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is node.with's value: a new object with the same values is the same parameters
    const extra = useMemo(() => (entry ? { params: paramsFor(entry, node.with) } : undefined), [entry, key])
    if (!entry || !extra || !Array.isArray(entry.content)) {
      if (ctx.dev) console.warn(`[screen] no node preset "${node.name}" (screens/presets/nodes.json)`)
      return null
    }
    return <>{ctx.render(entry.content as readonly NodeConfig[], extra)}</>
  }
}

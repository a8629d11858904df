// The presets the screens shown so far brought with their chunks: the build puts the node presets each screen draws
// (and those they draw) and the action presets it names (and those they name) into its chunk, so a first visit
// fetches no presets file and the entry carries none. The preset node and the preset action read them here first; a
// name no screen brought (a screen from outside the build) fetches the app's presets file.
import type { ScreenEntry } from '../engine'

const nodes = new Map<string, unknown>()
const actions = new Map<string, unknown>()

export const broughtNodePreset = (name: string): unknown => nodes.get(name)
export const broughtActionPreset = (name: string): unknown => actions.get(name)

/** The manifest's entries, each keeping the presets its screen brings as it loads. */
export function keepingPresets(entries: readonly ScreenEntry[]): ScreenEntry[] {
  return entries.map((entry) => ({
    ...entry,
    load: () =>
      entry.load().then((module) => {
        for (const [name, preset] of Object.entries(module.default.nodePresets ?? {})) nodes.set(name, preset)
        for (const [name, preset] of Object.entries(module.default.actionPresets ?? {})) actions.set(name, preset)
        return module
      }),
  }))
}

// The node presets the screens shown so far brought with their chunks: the build puts the presets each screen draws
// (and those they draw) into its chunk, so a first visit fetches no other preset. The preset node reads them here
// first; a name no screen brought (a screen from outside the build) fetches the app's presets file.
import type { ScreenEntry } from '../engine'

const brought = new Map<string, unknown>()

export const broughtNodePreset = (name: string): unknown => brought.get(name)

/** The manifest's entries, each keeping the presets its screen brings as it loads. */
export function keepingNodePresets(entries: readonly ScreenEntry[]): ScreenEntry[] {
  return entries.map((entry) => ({
    ...entry,
    load: () =>
      entry.load().then((module) => {
        for (const [name, preset] of Object.entries(module.default.nodePresets ?? {})) brought.set(name, preset)
        return module
      }),
  }))
}

// The shared words a screen's chunk brings (those its config and renderers name that the entry does not carry,
// scripts/vite/screen-words.ts), added to the engine's wording as the chunk arrives: before any of its
// expressions or renderers can ask for them. So are the calls its config names that the entry does not carry
// (scripts/vite/screen-calls.ts), to the client's, before any of its data is asked for.
import { addCallWire } from '../api'
import type { Engine, ScreenEntry } from '../engine'

export function keepingWords(entries: readonly ScreenEntry[], engine: Pick<Engine, 'addWords'>): ScreenEntry[] {
  return entries.map((entry) => ({
    ...entry,
    load: () =>
      entry.load().then((module) => {
        if (module.default.words) engine.addWords(module.default.words)
        if (module.default.calls) addCallWire(module.default.calls)
        return module
      }),
  }))
}

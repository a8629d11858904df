// The shared words a screen's chunk brings (those its config and renderers name that the entry does not carry,
// scripts/vite/screen-words.ts), added to the engine's wording as the chunk arrives: before any of its
// expressions or renderers can ask for them. So are the calls its config names that the entry does not carry
// (scripts/vite/screen-calls.ts), to the client's, before any of its data is asked for. And the load waits for the
// expression parser, which is not in the entry (shared-logic/expression/parse.ts): asked for as the app starts, it
// is here long before a screen's chunk.
import { addCallWire } from '../api'
import { loadExpressionParser, type Engine, type ScreenEntry } from '../engine'

export function keepingWords(entries: readonly ScreenEntry[], engine: Pick<Engine, 'addWords'>): ScreenEntry[] {
  return entries.map((entry) => ({
    ...entry,
    load: () =>
      Promise.all([entry.load(), loadExpressionParser()]).then(([module]) => {
        if (module.default.words) engine.addWords(module.default.words)
        if (module.default.calls) addCallWire(module.default.calls)
        return module
      }),
  }))
}

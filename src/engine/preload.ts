// A screen's code arrives in steps (screen chunk, then the chunks of its lazy renderers); fetching them while the
// shell still waits for the signing key and the route guard takes those steps off the critical path.
import type { Engine } from './engine'
import type { ScreenEntry } from './loaded-screen'

/** Every node type a config uses, wherever nodes sit (body, footer, tabs, item templates...). */
export function nodeTypesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) nodeTypesIn(v, into)
  else if (value && typeof value === 'object') {
    const { type } = value as { type?: unknown }
    if (typeof type === 'string') into.add(type)
    for (const v of Object.values(value)) if (v && typeof v === 'object') nodeTypesIn(v, into)
  }
  return into
}

/** Start fetching a screen's chunk and the lazy renderers it uses; failures surface later, where they render. */
export function preloadScreen(engine: Engine, entry: ScreenEntry): void {
  entry.load().then(
    ({ default: loaded }) => {
      if (!loaded.config) return
      for (const type of nodeTypesIn(loaded.config)) void engine.renderers.get(type)?.preload?.().catch(() => undefined)
    },
    () => undefined,
  )
}

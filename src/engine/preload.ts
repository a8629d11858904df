// A screen's code arrives in steps (screen chunk, then the chunks of its lazy renderers); fetching them all at
// once, while the shell still waits for the signing key and the route guard, takes those steps off the
// critical path. The manifest names each screen's node types, so renderer code need not wait for the screen chunk.
import type { Engine } from './engine'
import type { ScreenEntry } from './loaded-screen'
import { nodeTypesIn } from './node-types'
import { screenComponent } from './view/screen-component'

export { nodeTypesIn }

function preloadRenderers(engine: Engine, types: Iterable<string>): void {
  for (const type of types) void engine.renderers.get(type)?.preload?.().catch(() => undefined)
}

/** Start fetching a screen's chunk and the lazy renderers it uses; failures surface later, where they render. */
export function preloadScreen(engine: Engine, entry: ScreenEntry): void {
  if (entry.types) preloadRenderers(engine, entry.types)
  screenComponent(entry)
    .preload()
    .then(
      () => entry.load(),
      () => undefined,
    )
    .then(
      (module) => {
        if (!entry.types && module?.default.config) preloadRenderers(engine, nodeTypesIn(module.default.config))
      },
      () => undefined,
    )
}

// A screen's code arrives in steps (screen chunk, then the chunks of its lazy renderers); fetching them all at
// once, while the shell still waits for the signing key and the route guard, takes those steps off the
// critical path. The manifest names each screen's node types, so renderer code need not wait for the screen chunk.
import type { Engine } from './engine'
import type { ScreenEntry } from './loaded-screen'
import { nodesIn, nodeTypesIn, type WrittenNode } from './node-types'
import { screenComponent } from './view/screen-component'
import { askAhead, type Address } from './data/ahead'
import type { RequestCache } from './data/request-cache'

export { nodeTypesIn }

function preloadRenderers(engine: Engine, types: Iterable<string>): Promise<unknown> {
  const loads: Promise<unknown>[] = []
  for (const type of types) {
    const load = engine.renderers.get(type)?.preload?.()
    if (load) loads.push(load.catch(() => undefined))
  }
  return Promise.all(loads)
}

/** The code particular nodes need beyond their renderers' (a form's validator), named by their configs. */
function preloadNodeCode(engine: Engine, nodes: readonly WrittenNode[]): Promise<unknown> {
  const loads: Promise<unknown>[] = []
  for (const node of nodes) {
    const load = engine.renderers.get(node.type)?.preloadFor?.(node)
    if (load) loads.push(load.catch(() => undefined))
  }
  return Promise.all(loads)
}

/**
 * Start fetching a screen's chunk, the lazy renderers it uses and the code its nodes name; resolves once all of it is here (or has
 * failed: failures surface later, where they render). A screen drawn before then shows nothing where a renderer
 * is missing, and React holds back what arrives after that by 300 ms.
 */
export function preloadScreen(engine: Engine, entry: ScreenEntry): Promise<void> {
  // The screen chunk first: its config names the data to ask for, which waits for it, and a browser opens only so
  // many connections at once while the renderers' chunks are many. Vite's loader requests a chunk one microtask
  // after it is asked for, but a chunk's dependencies at once, so the renderers are asked for a microtask later.
  const screen = screenComponent(entry).preload()
  const types = entry.types
  const named =
    types && new Promise<unknown>((resolve) => queueMicrotask(() => queueMicrotask(() => resolve(preloadRenderers(engine, types)))))
  // Without a manifest's types, the renderers too wait for the config: one walk of it serves both.
  const fromConfig = screen
    .then(() => entry.load())
    .then(
      ({ default: { config } }) => {
        if (!config) return undefined
        const nodes = nodesIn(config)
        return Promise.all([
          types ? undefined : preloadRenderers(engine, new Set(nodes.map((node) => node.type))),
          preloadNodeCode(engine, nodes),
        ])
      },
      () => undefined,
    )
  return Promise.all([screen.catch(() => undefined), named, fromConfig]).then(() => undefined)
}

/**
 * Everything a screen will need, started together at route match: its chunk and renderers, and, once the
 * config is there, its data sources (askAhead), each call signed as soon as the signing key is there. Only the
 * request cache sees the answers until the guard lets the screen draw; aborting `signal` gives them up.
 * `data` false: code only (the visitor's identity is not settled yet, so calls would go out as someone else).
 * Resolves once the code is here (preloadScreen).
 */
export function startScreen(
  engine: Engine,
  cache: RequestCache,
  entry: ScreenEntry,
  address: Address,
  signal: AbortSignal,
  data = true,
): Promise<void> {
  const code = preloadScreen(engine, entry)
  if (!data) return code
  entry.load().then(
    (module) => {
      const config = module.default.config
      if (config && !module.default.problems.length) askAhead(engine, cache, config, address, signal)
    },
    () => undefined,
  )
  return code
}

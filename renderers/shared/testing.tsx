// Renderer tests: nodes drawn through the real dispatcher, on an engine with every renderer and fake services.
import type { NodeConfig, Scope } from '../../src/engine'
import type { SourceConfigs } from '../../src/engine/data/source-store'
import { createTestEngine, renderNodes, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'
import { SMALL_RENDERERS } from '../small-renderers'

/**
 * In the app a screen draws once the code of the node types it names is here, and the small renderers arrive
 * together in one chunk; tests draw them at once, as the app does, once this has loaded them (done below for
 * every test that draws through this module).
 */
export function preloadSmallRenderers(): Promise<unknown> {
  const engine = createTestEngine({ setup: registerRenderers })
  return Promise.all(SMALL_RENDERERS.map((type) => engine.renderers.get(type)?.preload?.() ?? Promise.resolve()))
}

await preloadSmallRenderers()

export function createRendererEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({ ...options, setup: registerRenderers })
}

/**
 * Render config nodes; `engine.recorded` holds the navigations, backs, toasts and calls they caused. `data` names
 * data sources of kinds the test's engine registers (a fake live chat room).
 */
export function renderConfig(
  nodes: readonly NodeConfig[],
  options: { scope?: Partial<Scope>; engine?: TestEngine; data?: SourceConfigs } = {},
) {
  const engine = options.engine ?? createRendererEngine()
  const result = renderNodes(nodes, { engine, scope: options.scope, data: options.data })
  return { ...result, engine, recorded: engine.recorded }
}

// Renderer tests: nodes drawn through the real dispatcher, on an engine with every renderer and fake services.
import type { NodeConfig, Scope } from '../../src/engine'
import type { SourceConfigs } from '../../src/engine/data/source-store'
import { createTestEngine, renderNodes, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'

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

// Renderer tests: nodes drawn through the real dispatcher, on an engine with every renderer and fake services.
import type { NodeConfig, Scope } from '../../src/engine'
import { createTestEngine, renderNodes, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'

export function createRendererEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({ ...options, setup: registerRenderers })
}

/** Render config nodes; `engine.recorded` holds the navigations, backs, toasts and calls they caused. */
export function renderConfig(nodes: readonly NodeConfig[], options: { scope?: Partial<Scope>; engine?: TestEngine } = {}) {
  const engine = options.engine ?? createRendererEngine()
  const result = renderNodes(nodes, { engine, scope: options.scope })
  return { ...result, engine, recorded: engine.recorded }
}

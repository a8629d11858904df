// Test and story helpers: an engine with fake services that record what screens asked for.
import { render, type RenderResult } from '@testing-library/react'
import { useEffect, useState, type ReactNode } from 'react'
import { runActions } from './actions/run'
import type { Engine } from './engine'
import { registerTestRenderers } from './test-renderers'
import type { Node, NodeConfig, Scope, ScreenConfig } from './types'
import { ScreenView } from './view/ScreenView'
import { EngineProvider, useRequestCache } from './view/EngineProvider'
import { createScreenModel } from './screen/screen-model'
import type { SourceConfigs } from './data/source-store'
import { FrameContext } from './view/frame'
import { renderNodeList } from './view/NodeView'
import { ScreenOverlays } from './view/ScreenOverlays'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from './testing-engine'

export { createFakeServices, createTestEngine, type FakeServiceOptions, type Recorded, type TestEngine } from './testing-engine'
export { settle, tapCheckbox } from './settle'
export { emptyScope } from './scope/empty-scope'

/** Nodes inside a minimal screen (state set by actions is kept in its scope store, so readers redraw). */
export function NodesFrame({
  engine,
  nodes,
  scope,
  data,
}: {
  engine: Engine
  nodes: readonly (Node | NodeConfig)[]
  scope?: Partial<Scope>
  data?: SourceConfigs
}): ReactNode {
  const cache = useRequestCache()
  const [model] = useState(() => createScreenModel(engine, cache, { state: scope?.state, data, scope: { ...scope } }))
  useEffect(() => model.start(), [model])
  return (
    <FrameContext.Provider value={model}>
      {renderNodeList(nodes)}
      <ScreenOverlays />
    </FrameContext.Provider>
  )
}

/** Nodes in a minimal screen: `scope` adds to its scope, `data` names its data sources. */
export function renderNodes(
  nodes: readonly (Node | NodeConfig)[],
  options: { engine?: Engine; scope?: Partial<Scope>; data?: SourceConfigs } = {},
): RenderResult & { engine: Engine } {
  const engine = options.engine ?? createTestEngine()
  const result = render(
    <EngineProvider engine={engine}>
      <NodesFrame engine={engine} nodes={nodes} scope={options.scope} data={options.data} />
    </EngineProvider>,
  )
  return Object.assign(result, { engine })
}

/** A whole screen through the real ScreenView, with the bare test renderers unless `setup` registers others. */
export function renderScreen(
  config: ScreenConfig,
  options: FakeServiceOptions & { dev?: boolean; setup?: (engine: Engine) => void; query?: Record<string, string> } = {},
): RenderResult & { engine: TestEngine } {
  const engine = createTestEngine({ ...options, setup: options.setup ?? registerTestRenderers })
  const result = render(
    <EngineProvider engine={engine}>
      <ScreenView config={config} query={options.query} />
    </EngineProvider>,
  )
  return Object.assign(result, { engine })
}

export { runActions }

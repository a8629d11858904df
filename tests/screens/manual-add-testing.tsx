// The manual add-resident screen's form under jsdom: an engine with the renderers and the app's data-source
// kinds (its street and committee options are the app's region kind), and the form drawn with its footer button.
import { screen } from '@testing-library/react'
import type { NodeConfig } from '../../src/engine'
import { createTestEngine, renderNodes, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../../renderers'
import { preloadSmallRenderers } from '../../renderers/shared/testing'
import { areaStreets, confirmButton, residentForm } from '../../renderers/form/fixtures'
import { registerAppDataSources } from '../../src/shell/register-app'

await preloadSmallRenderers()

export function createResidentFormEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({
    ...options,
    setup: (engine) => {
      registerAppDataSources(engine)
      registerRenderers(engine)
    },
  })
}

/** The manual add-resident form and its footer button, drawn once the lazy form has loaded. */
export async function renderResidentForm(options: { add?: unknown; engine?: TestEngine; nodes?: NodeConfig[] } = {}) {
  const engine =
    options.engine ?? createResidentFormEngine({ calls: { 'area.streets': areaStreets, 'hypertension.addResident': options.add ?? true } })
  const result = renderNodes(options.nodes ?? [residentForm, confirmButton], { engine })
  await screen.findByText('居民姓名', {}, { timeout: 10_000 })
  return { ...result, engine, recorded: engine.recorded }
}

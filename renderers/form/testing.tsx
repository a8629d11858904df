// Form tests and stories: an engine with every renderer plus this one, and the manual add-resident screen's
// form node with its schema inlined the way the build does it.
import type { NodeConfig } from '../../src/engine'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'
import { definition } from './index'

export function createFormEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({
    ...options,
    setup: (engine) => {
      registerRenderers(engine)
      if (!engine.renderers.has('form')) engine.registerRenderer(definition)
    },
  })
}

/** Streets of 330106 and committees of its first street, as the area service answers them. */
export const areaAnswers: Record<string, { name: string; code: string }[]> = {
  '330106': [
    { name: '西湖街道', code: '330106001' },
    { name: '北山街道', code: '330106002' },
  ],
  '330106001': [
    { name: '金祝社区', code: '330106001001' },
    { name: '玉泉社区', code: '330106001002' },
  ],
  '330106002': [{ name: '宝石社区', code: '330106002001' }],
}

export const areaStreets = (args: unknown) => areaAnswers[String((args as { parentCode?: string }).parentCode)] ?? []

export type { NodeConfig }

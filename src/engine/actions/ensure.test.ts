import { describe, expect, it } from 'vitest'
import { createTestEngine, emptyScope, runActions } from '../testing'
import { FormRegistry } from '../forms'
import { OverlayStore } from '../screen/overlays'

function run(answer: unknown) {
  const engine = createTestEngine({ calls: { 'hypertension.addResident': answer } })
  const ctx = {
    engine,
    screen: { setState: () => undefined, reload: async () => undefined, forms: new FormRegistry(), overlays: new OverlayStore() },
    scope: () => emptyScope(),
  }
  const chain = {
    action: 'call',
    call: 'hypertension.addResident',
    then: [
      { action: 'ensure', value: '{{ result }}' },
      { action: 'toast', text: '添加成功' },
    ],
  }
  return { engine, outcome: runActions(chain as never, ctx) }
}

describe('ensure', () => {
  it('lets a truthy value through', async () => {
    const { engine, outcome } = run(true)
    expect((await outcome).ok).toBe(true)
    expect(engine.recorded.toasts.map((t) => t.text)).toEqual(['添加成功'])
  })

  it.each([false, null, 0, ''])('stops the chain, quietly, on %j', async (answer) => {
    const { engine, outcome } = run(answer)
    const result = await outcome
    expect(result.ok).toBe(false)
    expect(engine.recorded.toasts).toEqual([])
    expect(engine.recorded.reports).toEqual([])
  })
})

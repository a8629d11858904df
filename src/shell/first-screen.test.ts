import { describe, expect, it } from 'vitest'
import type { ScreenEntry } from '../engine'
import { createTestEngine, screenEntry } from '../engine/testing-engine'
import { addressKeyOf, startFirstScreen, takeFirstStart } from './first-screen'

function entry(id: string): ScreenEntry {
  return screenEntry({
    $schema: '',
    id,
    routes: [{ path: '/case/view/:id', auth: 'none' }],
    data: { item: { call: 'cases.detail', params: { caseId: '{{ route.id }}', tab: '{{ query.tab }}' } } },
    body: [],
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the first screen's start", () => {
  it('asks for its data before anything is drawn, with the address its route will read', async () => {
    const engine = createTestEngine({ calls: { 'cases.detail': { title: '病例' } } })
    const first = entry('case')
    startFirstScreen(engine, { entry: first, auth: 'none', params: { id: '7' } }, '?tab=2')
    await settle()
    expect(engine.recorded.calls.map((c) => [c.name, c.args])).toEqual([['cases.detail', { caseId: '7', tab: '2' }]])
    // Its route takes the start over, once.
    const controller = takeFirstStart(first, addressKeyOf({ id: '7' }, { tab: '2' }))
    expect(controller?.signal.aborted).toBe(false)
    expect(takeFirstStart(first, addressKeyOf({ id: '7' }, { tab: '2' }))).toBeUndefined()
  })

  it('is given up when the route drawn is for another screen or address', async () => {
    const engine = createTestEngine({ calls: { 'cases.detail': { title: '病例' } } })
    const first = entry('case')
    startFirstScreen(engine, { entry: first, auth: 'none', params: { id: '7' } }, '')
    await settle()
    expect(takeFirstStart(first, addressKeyOf({ id: '8' }, {}))).toBeUndefined()
    // The start is over: nothing is left for a later route to take.
    expect(takeFirstStart(first, addressKeyOf({ id: '7' }, {}))).toBeUndefined()
  })
})

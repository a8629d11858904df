import { describe, expect, it } from 'vitest'
import type { AnyRendererDefinition, ScreenEntry } from '../engine'
import { createTestEngine, screenEntry } from '../engine/testing-engine'
import { addressKeyOf, askFirstScreenCode, startFirstScreen, takeFirstStart } from './first-screen'
import { redirects } from './screen-match'
import { basename } from './app-path'

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

describe("the first screen's code, before there is a shell", () => {
  const fetched: string[] = []
  const renderer = (type: string): AnyRendererDefinition => ({ type, component: () => null, preload: async () => void fetched.push(type) })
  const screen = (id: string, path: string, types: string[]): ScreenEntry => ({
    id,
    routes: [{ path, auth: 'doctor' }],
    types,
    load: async () => (fetched.push(`screen ${id}`), { default: { file: `${id}.json`, config: null, problems: [] } }),
  })
  const entries = [screen('form', '/doctor/add', ['form', 'text']), screen('case', '/case/view/:id', ['list'])]
  const renderers = ['form', 'text', 'list'].map(renderer)

  it("is asked for by the address's path: the screen's chunk, then its renderers'", async () => {
    fetched.length = 0
    expect(askFirstScreenCode(`${basename}/doctor/add`, entries, renderers)?.id).toBe('form')
    await settle()
    // The chunk is one import however often it is asked for; the renderers' are asked for a moment later.
    expect([...new Set(fetched)]).toEqual(['screen form', 'form', 'text'])
    fetched.length = 0
    expect(askFirstScreenCode(`${basename.toUpperCase()}/case/view/7`, entries, renderers)?.id).toBe('case')
    await settle()
    expect([...new Set(fetched)]).toEqual(['screen case', 'list'])
  })

  it('is not asked for where no screen is drawn: a redirect, an unknown path', async () => {
    fetched.length = 0
    expect(askFirstScreenCode(`${basename}${redirects[0].from}`, entries, renderers)).toBeUndefined()
    expect(askFirstScreenCode(`${basename}/nowhere`, entries, renderers)).toBeUndefined()
    await settle()
    expect(fetched).toEqual([])
  })
})

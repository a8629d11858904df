// A page served with its route's frame (docs/frames.md): the app draws that screen still from its first render,
// and the screen comes to life in place once the guard allows it. What was found on the frame stays on screen,
// and a tap made before that reaches the live screen instead of being lost.
import { createGuardsAhead } from '../session'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadedScreen, ScreenEntry } from '../engine'
import { EngineProvider } from '../engine'
import { createTestEngine } from '../engine/testing'
import { registerTestRenderers } from '../engine/test-renderers'
import { keepFrameTaps, releaseFrameTaps } from './frame-taps'
import { routeTable } from './route-table'
import { drawScreenAsFrame, drawsPageFrame } from './ScreenFrame'
import { screenFacts } from './screen-facts'
import { ShellContext, type Shell } from './shell-context'
import { routerAt } from './router/testing'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((ok) => (resolve = ok))
  return { promise, resolve }
}

function entryOf(config: NonNullable<LoadedScreen['config']>): ScreenEntry {
  const loaded: LoadedScreen = { file: `screens/${config.id}.json`, problems: [], config }
  return { id: config.id, routes: config.routes, load: async () => ({ default: loaded }) }
}

const checkIn = entryOf({
  $schema: '',
  id: 'points/check-in',
  routes: [{ path: '/points/check-in', auth: 'none' }],
  data: { account: { call: 'points.account' } },
  body: [
    { type: 'text', text: '余额 {{ data.account.n }}' },
    { type: 'button', text: '签到', press: [{ action: 'set', key: 'signed', value: '已签到' }] },
    { type: 'text', text: '{{ state.signed }}' },
  ],
})

const other = entryOf({
  $schema: '',
  id: 'points/rules',
  routes: [{ path: '/points/rules', auth: 'none' }],
  body: [
    { type: 'text', text: '积分规则' },
    { type: 'button', text: '收藏', press: [{ action: 'set', key: 'saved', value: '已收藏' }] },
    { type: 'text', text: '{{ state.saved }}' },
  ],
})

async function openFromPageFrame() {
  const startup = deferred<undefined>()
  const account = deferred<unknown>()
  const shell = {
    api: { call: vi.fn() },
    notify: () => undefined,
    startup: startup.promise,
    facts: screenFacts([checkIn, other], () => []),
    guards: createGuardsAhead({ api: { call: vi.fn() }, notify: () => undefined }),
  }
  const engine = createTestEngine({ setup: registerTestRenderers, calls: { 'points.account': () => account.promise } })
  // As main.tsx does for a page served with a frame: taps are kept from the start, the chunk is loaded, then drawn.
  const container = document.body.appendChild(document.createElement('div'))
  keepFrameTaps(container)
  expect(await drawScreenAsFrame(engine, checkIn)).toBe(true)
  const router = routerAt('/points/check-in', routeTable([checkIn, other]))
  render(
    <ShellContext.Provider value={shell as unknown as Shell}>
      <EngineProvider engine={engine}>{router.element}</EngineProvider>
    </ShellContext.Provider>,
    { container },
  )
  return { startup, account, router, engine }
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)))

afterEach(() => releaseFrameTaps(false))

describe('a page served with its route’s frame', () => {
  it('draws the screen still at once, asks for nothing as the frame, and comes to life in the same elements', async () => {
    const s = await openFromPageFrame()
    // Drawn in full before the guard has decided: static nodes are there, the data's place is empty.
    const button = screen.getByRole('button', { name: '签到' })
    const balance = screen.getByText(/^余额/)
    expect(balance.textContent?.trim()).toBe('余额')
    await act(async () => s.startup.resolve(undefined))
    s.account.resolve({ n: 7 })
    expect(await screen.findByText('余额 7')).toBe(balance)
    expect(screen.getByRole('button', { name: '签到' })).toBe(button)
    // The screen's data was asked for once, by the live screen's route, not by the frame.
    expect(s.engine.recorded.calls.map((c) => c.name)).toEqual(['points.account'])
    // Its next visit starts as any other's.
    expect(drawsPageFrame(checkIn)).toBe(false)
  })

  it('keeps a tap made on the frame and gives it to the live screen', async () => {
    const s = await openFromPageFrame()
    fireEvent.click(screen.getByRole('button', { name: '签到' }))
    await settle()
    // Not handled by the still screen.
    expect(screen.queryByText('已签到')).toBeNull()
    await act(async () => s.startup.resolve(undefined))
    expect(await screen.findByText('已签到')).toBeTruthy()
    // Taps reach the app directly again.
    fireEvent.click(screen.getByRole('button', { name: '签到' }))
    expect(screen.getAllByText('已签到')).toHaveLength(1)
  })

  it('lets taps through again when the visitor leaves before the screen came to life', async () => {
    const s = await openFromPageFrame()
    fireEvent.click(screen.getByRole('button', { name: '签到' }))
    await act(async () => s.router.navigate('/points/rules'))
    await act(async () => s.startup.resolve(undefined))
    expect(await screen.findByText('积分规则')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '收藏' }))
    expect(await screen.findByText('已收藏')).toBeTruthy()
    expect(drawsPageFrame(checkIn)).toBe(false)
  })
})

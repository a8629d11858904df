// Render as you fetch, in the shell: at route match the screen's data and the guard's checks are both asked for
// while startup still waits for the signing key; nothing of the screen is drawn until the guard allows it, and a
// guard that sends the visitor elsewhere gives the data up.
import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoadedScreen, ScreenEntry } from '../engine'
import { EngineProvider } from '../engine'
import { createTestEngine } from '../engine/testing'
import { registerTestRenderers } from '../engine/test-renderers'
import { routeTable } from './route-table'
import { ShellContext, type Shell } from './shell-context'
import { screenFacts } from './screen-facts'
import { keepRecent } from '../session/recent'
import { createGuardsAhead } from '../session'
import { routerAt } from './router/testing'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((ok) => (resolve = ok))
  return { promise, resolve }
}

const balance: ScreenEntry = (() => {
  const loaded: LoadedScreen = {
    file: 'screens/points/balance.json',
    problems: [],
    config: {
      $schema: '',
      id: 'points/balance',
      routes: [{ path: '/doctor/balance', auth: 'doctor' }],
      data: { account: { call: 'points.account' } },
      body: [{ type: 'text', text: '余额 {{ data.account.n }}' }],
    },
  }
  return { id: 'points/balance', routes: loaded.config?.routes ?? [], load: async () => ({ default: loaded }) }
})()

/** The screen a user who may not open doctor pages is sent to: its route says so (certificationFor). */
const certification: ScreenEntry = {
  id: 'account/cert-qualification',
  routes: [{ path: '/user/cert/qualification', auth: 'login', certificationFor: 'doctor' }],
  load: () => new Promise(() => undefined),
}

/** `qualification`: the doctor's certification state certification.state answers (the guard's check). */
function open(qualification: string, setup?: (engine: ReturnType<typeof createTestEngine>) => void, beforeRoute?: (shell: Shell) => void) {
  const startup = deferred<undefined>()
  const guardCalls: string[] = []
  const api = {
    call: vi.fn(async (name: string) => {
      guardCalls.push(name)
      return name === 'account.current' ? { accountCode: 'A1', userCode: 'U1' } : { qualification: { status: qualification } }
    }),
  }
  const facts = screenFacts([balance, certification], () => [])
  const shell = {
    api,
    notify: () => undefined,
    startup: startup.promise,
    facts,
    guards: createGuardsAhead({ api, notify: () => undefined }),
  } as unknown as Shell
  const account = deferred<unknown>()
  const engine = createTestEngine({ setup: registerTestRenderers, calls: { 'points.account': () => account.promise } })
  setup?.(engine)
  const signals: (AbortSignal | undefined)[] = []
  const call = engine.services.call
  engine.services.call = (name, args, options) => {
    signals.push(options?.signal)
    return call(name, args, options)
  }
  beforeRoute?.(shell)
  const router = routerAt('/doctor/balance', routeTable([balance, certification]))
  const view = render(
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>{router.element}</EngineProvider>
    </ShellContext.Provider>,
  )
  return { view, router, engine, guardCalls, startup, account, signals }
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)))

/**
 * A cold visit (this session knows nothing yet) by a login whose earlier visit, an hour ago, found `canUserDoctor`:
 * too old to answer the guard, recent enough to tell what to ask for ahead. Opened and settled.
 */
async function openColdAfterEarlierVisit(canUserDoctor: 'true' | 'false', qualification: string) {
  keepRecent('canUserDoctor', canUserDoctor, Date.now() - 3_600_000)
  sessionStorage.clear()
  const s = open(qualification)
  await settle()
  return s
}

beforeEach(() => {
  document.cookie = 'user-token=t1; path=/'
})

describe('a screen at route match', () => {
  it('asks for its data and runs the guard’s checks together, and draws only once the guard allows it', async () => {
    // A user this session already knows as a certified doctor (a doctor's route asks ahead only for one).
    sessionStorage.setItem('canUserDoctor', 'true')
    const s = open('CERTIFIED')
    await settle()
    // Startup (the signing key) has not finished: both the data and the guard's checks are already asked for.
    expect(s.engine.recorded.calls).toEqual([{ name: 'points.account', args: {}, silent: true }])
    expect(s.guardCalls.sort()).toEqual(['account.current'])
    // The data arrives before the guard has decided: still nothing of the screen is drawn.
    s.account.resolve({ n: 7 })
    await settle()
    expect(screen.queryByText(/余额/)).toBeNull()
    await act(async () => s.startup.resolve(undefined))
    expect(await screen.findByText('余额 7')).toBeTruthy()
    // The screen drew what was asked for ahead: no second request.
    expect(s.engine.recorded.calls.map((c) => c.name)).toEqual(['points.account'])
  })

  it('a user not known as a doctor: a doctor’s route asks for no data before its guard, which sends him to certification', async () => {
    const s = open('NONE')
    await settle()
    expect(s.engine.recorded.calls).toEqual([])
    expect(s.guardCalls.sort()).toEqual(['account.current', 'certification.state'])
    await act(async () => s.startup.resolve(undefined))
    await settle()
    expect(s.router.location().pathname).toBe('/user/cert/qualification')
    expect(screen.queryByText(/余额/)).toBeNull()
    expect(s.engine.recorded.calls).toEqual([])
  })

  it('a doctor’s cold visit: the screen’s data, the account and the certification are asked for together, before the signing key is there', async () => {
    // An earlier visit of the same login found him certified; the guard asks again.
    const s = await openColdAfterEarlierVisit('true', 'CERTIFIED')
    // Startup (the signing key) still coming: all three were asked for in the same moment, none waiting for another.
    expect(s.engine.recorded.calls.map((c) => c.name)).toEqual(['points.account'])
    expect(s.guardCalls.sort()).toEqual(['account.current', 'certification.state'])
    s.account.resolve({ n: 7 })
    await act(async () => s.startup.resolve(undefined))
    expect(await screen.findByText('余额 7')).toBeTruthy()
    expect(s.engine.recorded.calls.map((c) => c.name)).toEqual(['points.account'])
  })

  it('a doctor’s cold visit from a page frame: the guard begun before hydrating is the route’s own, its checks asked once', async () => {
    keepRecent('canUserDoctor', 'true', Date.now() - 3_600_000)
    sessionStorage.clear()
    // As prerendered-frame.ts does before the frame hydrates.
    const s = open('CERTIFIED', undefined, (shell) => shell.guards.begin('doctor', window.location.href))
    await settle()
    expect(s.guardCalls.sort()).toEqual(['account.current', 'certification.state'])
    s.account.resolve({ n: 7 })
    await act(async () => s.startup.resolve(undefined))
    expect(await screen.findByText('余额 7')).toBeTruthy()
    // The route's guard took that outcome: the account and the certification were not asked for again.
    expect(s.guardCalls).toHaveLength(2)
  })

  it('a cold visit whose certification was revoked since: the data asked for ahead is given up on the way to certification', async () => {
    const s = await openColdAfterEarlierVisit('true', 'NONE')
    expect(s.engine.recorded.calls.map((c) => c.name)).toEqual(['points.account'])
    await act(async () => s.startup.resolve(undefined))
    await settle()
    expect(s.router.location().pathname).toBe('/user/cert/qualification')
    expect(s.signals[0]?.aborted).toBe(true)
    expect(screen.queryByText(/余额/)).toBeNull()
  })

  it('a cold visit of a login last found not to be a doctor asks for no doctor’s data before the guard', async () => {
    const s = await openColdAfterEarlierVisit('false', 'NONE')
    expect(s.engine.recorded.calls).toEqual([])
    expect(s.guardCalls.sort()).toEqual(['account.current', 'certification.state'])
  })

  it('a logged-out visitor of a login route: nothing is asked for before startup, the guard sends them to log in', async () => {
    document.cookie = 'user-token=; path=/; max-age=0'
    const s = open('NONE')
    await settle()
    expect(s.engine.recorded.calls).toEqual([])
    expect(s.guardCalls).toEqual([])
  })

  it('draws only once the code of all its renderers is here, the frame staying up meanwhile', async () => {
    const code = deferred<undefined>()
    const s = open('CERTIFIED', (engine) =>
      engine.registerRenderer(
        { type: 'text', component: ({ node }) => <p>{String(node.text)}</p>, preload: () => code.promise.then(() => () => null) },
        { override: true },
      ),
    )
    s.account.resolve({ n: 7 })
    await act(async () => s.startup.resolve(undefined))
    await settle()
    expect(screen.queryByText(/余额/)).toBeNull()
    await act(async () => code.resolve(undefined))
    expect(await screen.findByText('余额 7')).toBeTruthy()
  })
})

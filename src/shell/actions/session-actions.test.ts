// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Action } from '../../engine'
import { createTestEngine, runActions } from '../../engine/testing'
import { screens } from 'virtual:edu-screens'
import { registerSessionActions } from './session-actions'
import { screenFacts } from '../screen-facts'

// The homes the screen configs declare (homeOf): the manifest the app is built with.
const { home } = screenFacts(screens, () => [])

function setup(logoutAnswer: () => Promise<unknown>) {
  const engine = createTestEngine()
  const assign = vi.fn()
  const call = vi.fn(logoutAnswer)
  registerSessionActions(engine, { api: { call } as never, assign, home, origin: 'https://m.example.com' })
  const run = (action: Action) =>
    runActions([action], {
      engine,
      screen: { setState: () => undefined, reload: async () => undefined, forms: undefined as never, overlays: undefined as never },
      scope: () => ({}) as never,
    })
  return { engine, assign, call, run }
}

describe('session actions', () => {
  afterEach(() => {
    sessionStorage.clear()
    document.cookie = 'user-token=; path=/; max-age=0'
    history.replaceState(null, '', '/')
  })

  it('login goes to the identity provider as the page client, coming back to `to`', async () => {
    history.replaceState(null, '', '/edu/ok_home/unlogin')
    const { run, assign } = setup(async () => ({}))
    await run({ action: 'login', to: '/health/client/home' })
    const url = new URL(assign.mock.calls[0][0] as string)
    expect(url.pathname.endsWith('/auth/login')).toBe(true)
    expect(url.searchParams.get('client')).toBe('Dzj_Resident_Wireless_App')
    expect(url.searchParams.get('redirect_uri')).toBe('https://m.example.com/edu/health/client/home')
  })

  it('logout logs out locally even when the server fails, then goes home', async () => {
    history.replaceState(null, '', '/edu/doctor/client/user-center')
    document.cookie = 'user-token=tok-1; path=/'
    sessionStorage.setItem('currentAccount', '{"name":"陈立新"}')
    const { run, call, engine } = setup(async () => {
      throw new Error('网络异常')
    })
    await run({ action: 'logout' })
    expect(call).toHaveBeenCalledWith('auth.logout', {})
    expect(document.cookie).not.toContain('user-token=tok-1')
    expect(sessionStorage.getItem('currentAccount')).toBeNull()
    expect(engine.recorded.navigations).toEqual([{ to: '/doctor/client/home', replace: true }])
  })

  it('switch account logs out, then logs in again', async () => {
    history.replaceState(null, '', '/edu/health/client/user-center')
    const { run, assign } = setup(async () => ({}))
    await run({ action: 'logout', switchAccount: true })
    expect(new URL(assign.mock.calls[0][0] as string).searchParams.get('redirect_uri')).toBe('https://m.example.com/edu/health/client/home')
  })
})

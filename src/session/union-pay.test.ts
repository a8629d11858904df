// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isLoggedIn } from './login-state'
import { unionPayAutoLogin } from './union-pay'

const here = 'http://localhost:3000/edu/health/client/home'

function fakeApi(redirectUri = here, authenticated = true) {
  return {
    call: vi.fn(async (name: string, args?: unknown) => {
      if (name === 'unionPay.frontToken') return { frontToken: 'UPFT42' }
      if (name === 'unionPay.authenticateByCode')
        return { authenticated, userToken: authenticated ? 'up-token' : null, redirectUri, echo: args }
      throw new Error(`unexpected call ${name}`)
    }),
  }
}

afterEach(() => {
  document.cookie = 'user-token=; path=/; max-age=0'
  sessionStorage.clear()
})

describe('UnionPay automatic login', () => {
  it('logs a logged-out UnionPay visitor in with the front token as code, returning here', async () => {
    const api = fakeApi()
    expect(await unionPayAutoLogin(api, here, 'up')).toBeUndefined()
    expect(api.call).toHaveBeenNthCalledWith(1, 'unionPay.frontToken', undefined, { silent: true })
    expect(api.call).toHaveBeenNthCalledWith(2, 'unionPay.authenticateByCode', { redirectUri: here, code: 'UPFT42' }, { silent: true })
    expect(isLoggedIn()).toBe(true)
  })

  it('happens once per session', async () => {
    const api = fakeApi(here, false)
    await unionPayAutoLogin(api, here, 'up')
    await unionPayAutoLogin(api, here, 'up')
    expect(api.call).toHaveBeenCalledTimes(2)
  })

  it('never outside UnionPay, nor for a logged-in visitor', async () => {
    const api = fakeApi()
    await unionPayAutoLogin(api, here, 'web')
    document.cookie = 'user-token=t; path=/'
    await unionPayAutoLogin(api, here, 'up')
    expect(api.call).not.toHaveBeenCalled()
  })

  it('follows the answered address inside the app, and sends a foreign one home', async () => {
    expect(await unionPayAutoLogin(fakeApi(`${location.origin}/edu/integral/detail`), here, 'up')).toBe('/integral/detail')
    document.cookie = 'user-token=; path=/; max-age=0'
    sessionStorage.clear()
    expect(await unionPayAutoLogin(fakeApi('https://evil.example/'), here, 'up')).toBe('/')
  })
})

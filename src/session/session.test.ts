// @vitest-environment jsdom
import { afterEach, assert, beforeEach, describe, expect, it, vi } from 'vitest'
import { readAddress } from '../platform/address'
import { idToken } from '../platform/id-token'
import { isLoggedIn, saveUserToken, userToken } from './login-state'
import { loginUrl } from '../platform/login-url'
import { logout, switchAccount } from './logout'
import { ensureRunAsToken, isRunningAs, runAsName, runAsUserId, runAsUserToken, startRunAs, stopRunAs } from './run-as'
import { startup } from './startup'

const UA = 'Mozilla/5.0 (Linux; Android 13) Mobile'

beforeEach(() => {
  document.cookie = 'user-token=; path=/; max-age=0'
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA)
})
afterEach(() => vi.restoreAllMocks())

describe('login state', () => {
  it('is logged in with a user-token cookie or the user-agent login marker', () => {
    expect(isLoggedIn()).toBe(false)
    expect(isLoggedIn(`${UA} dzj/8.2.2 dzj_login/1`)).toBe(true)
    document.cookie = 'user-token=t1; path=/'
    expect(isLoggedIn()).toBe(true)
    expect(userToken()).toBe('t1')
  })

  it('keeps the token a day, or 30 days in the doctor app', () => {
    const written: string[] = []
    const setCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set // eslint-disable-line @typescript-eslint/unbound-method -- a property's setter, called with .call(document) below
    assert(setCookie)
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value)
      setCookie.call(document, value)
    })
    saveUserToken('t1', UA)
    saveUserToken('t2', `${UA} dzj/8.2.2`)
    expect(written[0]).toMatch(/^user-token=t1;.*max-age=86400/)
    expect(written[1]).toMatch(/^user-token=t2;.*max-age=2592000/)
  })
})

describe('login redirect URL', () => {
  it('names the client, the way back, the scope, a state and the scene', () => {
    const url = new URL(loginUrl({ role: 'doctor', redirectUri: 'http://localhost:3000/edu/doctor/study/about?x=1' }))
    expect(url.origin + url.pathname).toBe('http://localhost:3000/edu/__mock/idp/auth/login')
    expect(url.searchParams.get('client')).toBe('Dzj_Doctor_Wireless_App')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/edu/doctor/study/about?x=1')
    expect(url.searchParams.get('scope')).toBe('openid profile')
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(url.searchParams.get('scene')).toBe('h5')
    expect(new URL(loginUrl({ role: 'health' })).searchParams.get('client')).toBe('Dzj_Resident_Wireless_App')
    expect(url.searchParams.has('shareUserCode')).toBe(false)
  })

  it("carries the inviter's shareUserCode kept from the address, so a registration is bound to the inviter", () => {
    readAddress('http://localhost:3000/edu/invite/landing?shareUserCode=U7D3F9A2C1B')
    expect(new URL(loginUrl({ role: 'health' })).searchParams.get('shareUserCode')).toBe('U7D3F9A2C1B')
    sessionStorage.removeItem('shareUserCode')
  })

  it('uses the WeChat scene in WeChat and the channel name in a partner channel', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${UA} MicroMessenger/8.0`)
    expect(new URL(loginUrl({ role: 'health' })).searchParams.get('scene')).toBe('weixin_official_account')
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA)
    localStorage.setItem('channel', 'fuxiangtaiping')
    expect(new URL(loginUrl({ role: 'health' })).searchParams.get('scene')).toBe('fuxiangtaiping')
  })

  it('uses VITE_LOGIN_HOST when set', () => {
    vi.stubEnv('VITE_LOGIN_HOST', 'https://login.example.com/')
    expect(loginUrl({ role: 'health' })).toMatch(/^https:\/\/login\.example\.com\/auth\/login\?client=/)
    vi.unstubAllEnvs()
  })
})

describe('address and startup', () => {
  it('keeps the address values and takes id-token and gray out of it', () => {
    const cleaned = readAddress(
      'http://localhost:3000/edu/health/portrait?shareUserCode=S1&healthPortraitUserId=H1&hideHeader=1&hideComment=0&id-token=ID1&gray=G&from=mingyu&x=1',
    )
    expect(cleaned).toBe(
      'http://localhost:3000/edu/health/portrait?shareUserCode=S1&healthPortraitUserId=H1&hideHeader=1&hideComment=0&from=mingyu&x=1',
    )
    expect(sessionStorage.getItem('shareUserCode')).toBe('S1')
    expect(sessionStorage.getItem('healthPortraitUserId')).toBe('H1')
    expect(sessionStorage.getItem('hideHeader')).toBe('1')
    expect(sessionStorage.getItem('hideComment')).toBe('0')
    expect(localStorage.getItem('gray')).toBe('G')
    expect(localStorage.getItem('channel')).toBe('mingyu')
    expect(idToken()).toBe('ID1')
    expect(idToken(Date.now() + 120000)).toBeUndefined()
    expect(readAddress('http://localhost:3000/edu/health/portrait')).toBeUndefined()
  })

  it('ignores run-as values in the address, taking them out of it (a link cannot make anyone act as anyone)', async () => {
    history.replaceState(null, '', '/edu/health/user-center?runAsUserId=U7&runAsUserToken=RT1&x=1')
    const api = { signingKeyReady: vi.fn(async () => {}), call: vi.fn() }
    await startup(api)
    expect(api.call).not.toHaveBeenCalled()
    expect(isRunningAs()).toBe(false)
    expect(runAsUserToken()).toBeUndefined()
    expect(location.search).toBe('?x=1')
  })

  it('acts for a family member once started from the family screens, dropping the old token when the id changes', async () => {
    const api = {
      signingKeyReady: vi.fn(async () => {}),
      call: vi.fn(async (_name: string, args?: unknown) => ({ runAsUserToken: `RT-${(args as { runAsUserId: string }).runAsUserId}` })),
    }
    await startRunAs(api, 'U7', '林国强')
    expect([runAsUserId(), runAsUserToken(), runAsName()]).toEqual(['U7', 'RT-U7', '林国强'])
    let during: string | undefined = 'unset'
    api.call.mockImplementationOnce(async () => {
      during = runAsUserToken()
      return { runAsUserToken: 'RT-U8' }
    })
    await startRunAs(api, 'U8', '王秀兰')
    expect(during).toBeUndefined()
    expect([runAsUserId(), runAsUserToken()]).toEqual(['U8', 'RT-U8'])
    stopRunAs()
    expect(isRunningAs()).toBe(false)
  })

  it('a refused run-as leaves the user as himself', async () => {
    const api = { signingKeyReady: vi.fn(async () => {}), call: vi.fn(async () => Promise.reject(new Error('拒绝访问'))) }
    await expect(startRunAs(api, 'STRANGER', '陌生人')).rejects.toThrow('拒绝访问')
    expect(isRunningAs()).toBe(false)
    sessionStorage.setItem('runAs', JSON.stringify({ userId: 'STRANGER', name: '陌生人' }))
    await ensureRunAsToken(api)
    expect(isRunningAs()).toBe(false)
  })
})

describe('logout and switch account', () => {
  it('log out locally even when the server call fails', async () => {
    document.cookie = 'user-token=t1; path=/'
    sessionStorage.setItem('currentAccount', '{"accountCode":"A1","userCode":"U1","loaded":true}')
    const api = { call: vi.fn(async () => Promise.reject(Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 }))) }
    await logout(api)
    expect(api.call).toHaveBeenCalledWith('auth.logout', {})
    expect(userToken()).toBeUndefined()
    expect(sessionStorage.getItem('currentAccount')).toBeNull()
  })

  it('switch account goes to login afterwards', async () => {
    history.replaceState(null, '', '/edu/doctor/client/user-center')
    document.cookie = 'user-token=t1; path=/'
    const redirect = vi.fn()
    await switchAccount({ call: vi.fn(async () => true) }, redirect)
    expect(userToken()).toBeUndefined()
    expect(new URL(redirect.mock.calls[0][0] as string).searchParams.get('client')).toBe('Dzj_Doctor_Wireless_App')
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { guardRoute } from './guard'

const address = (path: string) => new URL(path, 'http://localhost:3000')

function fakeApi(answers: Record<string, () => unknown>) {
  return {
    call: vi.fn(async (name: string) => {
      const answer = answers[name]
      if (!answer) throw new Error(`unexpected call ${name}`)
      return answer()
    }),
  }
}

const account = () => ({ accountCode: 'A1', userCode: 'U1', cellphone: '13800000000' })

beforeEach(() => {
  document.cookie = 'user-token=; path=/; max-age=0'
})

describe('guardRoute', () => {
  it('lets anyone into a public route', async () => {
    expect(await guardRoute('none', { api: fakeApi({}), notify: vi.fn(), address: address('/edu/health/knowledge') })).toBe('allow')
  })

  it('sends a logged-out visitor of a login route to the identity provider, coming back here', async () => {
    const outcome = await guardRoute('login', { api: fakeApi({}), notify: vi.fn(), address: address('/edu/health/integral/detail?x=1') })
    expect(outcome).not.toBe('allow')
    const url = new URL((outcome as { redirect: string }).redirect)
    expect(url.pathname).toBe('/edu/__mock/idp/auth/login')
    expect(url.searchParams.get('client')).toBe('Dzj_Resident_Wireless_App')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/edu/health/integral/detail?x=1')
  })

  it('lets a logged-in user into a login route', async () => {
    document.cookie = 'user-token=t1; path=/'
    expect(await guardRoute('login', { api: fakeApi({}), notify: vi.fn(), address: address('/edu/integral/rules') })).toBe('allow')
  })

  it('a doctor route needs login first', async () => {
    const api = fakeApi({})
    const outcome = await guardRoute('doctor', { api, notify: vi.fn(), address: address('/edu/re-education/enquiry-case') })
    expect(new URL((outcome as { redirect: string }).redirect).searchParams.get('client')).toBe('Dzj_Resident_Wireless_App')
    expect(api.call).not.toHaveBeenCalled()
  })

  it.each(['DZJ_PRODUCT_FLAG', 'DOCTOR_CERTIFICATED_AUTO_APPROVE'])('allows a doctor route when global settings contain %s, cached', async (code) => {
    document.cookie = 'user-token=t1; path=/'
    const api = fakeApi({ 'account.current': account, 'settings.global': () => [{ code: 'OTHER', value: '1' }, { code, value: '1' }] })
    const ctx = { api, notify: vi.fn(), address: address('/edu/doctor/study/about') }
    expect(await guardRoute('doctor', ctx)).toBe('allow')
    expect(await guardRoute('doctor', ctx)).toBe('allow')
    expect(api.call).toHaveBeenCalledTimes(2)
    expect(sessionStorage.getItem('canUserDoctor')).toBe('true')
    expect(JSON.parse(sessionStorage.getItem('currentAccount') ?? '{}')).toMatchObject({ accountCode: 'A1', userCode: 'U1', loaded: true })
  })

  it('sends a user who may not use doctor pages to certification', async () => {
    document.cookie = 'user-token=t1; path=/'
    const api = fakeApi({ 'account.current': account, 'settings.global': () => [{ code: 'OTHER', value: '1' }] })
    expect(await guardRoute('doctor', { api, notify: vi.fn(), address: address('/edu/doctor/study/about') })).toEqual({ redirect: '/user/cert/qualification' })
  })

  it('goes back when the current-account call fails, showing its message once', async () => {
    document.cookie = 'user-token=t1; path=/'
    const notify = vi.fn()
    const shown = fakeApi({ 'account.current': () => Promise.reject(Object.assign(new Error('拒绝访问'), { code: 403 })), 'settings.global': () => [] })
    expect(await guardRoute('doctor', { api: shown, notify, address: address('/edu/doctor/study/about') })).toBe('back')
    expect(notify).not.toHaveBeenCalled()
    const unshown = fakeApi({ 'account.current': () => Promise.reject(new Error('账户不存在')), 'settings.global': () => [] })
    expect(await guardRoute('doctor', { api: unshown, notify, address: address('/edu/doctor/study/about') })).toBe('back')
    expect(notify).toHaveBeenCalledWith({ text: '账户不存在' })
  })
})

describe('guardRoute inside the native apps', () => {
  it('sends a logged-out visitor of a fake doctor app below 3.1.0 to /up/app/version, and from 3.1.0 to the native login page', async () => {
    const { installFakeApp } = await import('../platform/fake-bridge')
    const { awaitBridgeVersion, forgetBridgeVersion } = await import('../platform/native-bridge')
    let uninstall = installFakeApp({ app: 'dzj', version: '3.0.2' })
    await awaitBridgeVersion()
    expect(await guardRoute('login', { api: fakeApi({}), notify: vi.fn(), address: address('/edu/integral/detail') })).toEqual({ redirect: '/up/app/version' })
    uninstall()
    uninstall = installFakeApp({ app: 'dzj', version: '8.2.2' })
    await awaitBridgeVersion()
    expect(await guardRoute('login', { api: fakeApi({}), notify: vi.fn(), address: address('/edu/integral/detail') })).toEqual({
      redirect: 'http://localhost:3000/edu/login/loginWeb?isMustLogin=true',
    })
    uninstall()
    forgetBridgeVersion()
  })
})

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { guardRoute } from './guard'
import { clearLogin } from './clear'

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
/** certification.state's answer with the doctor qualification in this state. */
const certified = (status: string) => () => ({ realName: { status: 'CERTIFIED' }, qualification: { status }, link: '/user/cert/realname' })

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

  it('allows a doctor route to an account whose doctor qualification is certified, cached', async () => {
    document.cookie = 'user-token=t1; path=/'
    const api = fakeApi({ 'account.current': account, 'certification.state': certified('CERTIFIED') })
    const ctx = { api, notify: vi.fn(), address: address('/edu/doctor/study/about') }
    expect(await guardRoute('doctor', ctx)).toBe('allow')
    expect(await guardRoute('doctor', ctx)).toBe('allow')
    expect(api.call).toHaveBeenCalledTimes(2)
    expect(api.call.mock.calls.map(([name]) => name).sort()).toEqual(['account.current', 'certification.state'])
    expect(sessionStorage.getItem('canUserDoctor')).toBe('true')
    expect(JSON.parse(sessionStorage.getItem('currentAccount') ?? '{}')).toMatchObject({
      accountCode: 'A1',
      userCode: 'U1',
      loaded: true,
    })
  })

  it.each(['NONE', 'PENDING', 'REJECTED'])(
    'sends a user whose qualification is %s to certification, whatever the global settings say',
    async (status) => {
      document.cookie = 'user-token=t1; path=/'
      const api = fakeApi({
        'account.current': account,
        'certification.state': certified(status),
        'settings.global': () => [{ code: 'DZJ_PRODUCT_FLAG', value: '1' }],
      })
      // The shell sends 'certify' to the route that says certificationFor doctor (/user/cert/qualification).
      expect(await guardRoute('doctor', { api, notify: vi.fn(), address: address('/edu/doctor/study/about') })).toBe('certify')
      expect(api.call).not.toHaveBeenCalledWith('settings.global')
    },
  )

  it('goes back when the current-account call fails, showing its message once', async () => {
    document.cookie = 'user-token=t1; path=/'
    const notify = vi.fn()
    const shown = fakeApi({
      'account.current': () => Promise.reject(Object.assign(new Error('拒绝访问'), { code: 403 })),
      'certification.state': certified('NONE'),
    })
    expect(await guardRoute('doctor', { api: shown, notify, address: address('/edu/doctor/study/about') })).toBe('back')
    expect(notify).not.toHaveBeenCalled()
    const unshown = fakeApi({ 'account.current': () => Promise.reject(new Error('账户不存在')), 'certification.state': certified('NONE') })
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
    expect(await guardRoute('login', { api: fakeApi({}), notify: vi.fn(), address: address('/edu/integral/detail') })).toEqual({
      redirect: '/up/app/version',
    })
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

describe('the account and canUserDoctor across visits', () => {
  const doctorSettings = certified('CERTIFIED')

  it('a new tab of the same login within 300000 ms makes no account or settings call; later it asks again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T06:00:00Z') })
    try {
      document.cookie = 'user-token=t1; path=/'
      const ctx = { notify: vi.fn(), address: address('/edu/doctor/study/about') }
      const first = fakeApi({ 'account.current': account, 'certification.state': doctorSettings })
      expect(await guardRoute('doctor', { ...ctx, api: first })).toBe('allow')
      expect(first.call).toHaveBeenCalledTimes(2)
      // A new tab: the session is empty, localStorage is shared.
      sessionStorage.clear()
      vi.advanceTimersByTime(300000)
      const second = fakeApi({})
      expect(await guardRoute('doctor', { ...ctx, api: second })).toBe('allow')
      expect(second.call).not.toHaveBeenCalled()
      sessionStorage.clear()
      vi.advanceTimersByTime(1)
      const third = fakeApi({ 'account.current': account, 'certification.state': doctorSettings })
      expect(await guardRoute('doctor', { ...ctx, api: third })).toBe('allow')
      expect(third.call).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('another login (another token) does not reuse them, and logging out forgets them', async () => {
    document.cookie = 'user-token=t1; path=/'
    const ctx = { notify: vi.fn(), address: address('/edu/doctor/study/about') }
    await guardRoute('doctor', { ...ctx, api: fakeApi({ 'account.current': account, 'certification.state': certified('NONE') }) })
    sessionStorage.clear()
    document.cookie = 'user-token=t2; path=/'
    const other = fakeApi({ 'account.current': account, 'certification.state': doctorSettings })
    expect(await guardRoute('doctor', { ...ctx, api: other })).toBe('allow')
    expect(other.call).toHaveBeenCalledTimes(2)
    clearLogin()
    document.cookie = 'user-token=t2; path=/'
    expect(localStorage.getItem('canUserDoctor.recent')).toBeNull()
    expect(localStorage.getItem('currentAccount.recent')).toBeNull()
  })
})

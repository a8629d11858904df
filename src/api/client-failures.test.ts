// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientOnPage as setup, envelope } from './testing/fake-backend'
import type { CallName } from './call-types'

const PATH = '/reabs/global_setting/all/10'

const status =
  (code: number, body: unknown = { code: String(code), msg: '' }) =>
  () =>
    new Response(JSON.stringify(body), { status: code })

beforeEach(() => {
  document.cookie = 'user-token=tok-1; path=/'
  sessionStorage.setItem('currentAccount', JSON.stringify({ accountCode: 'A1', userCode: 'U1', loaded: true }))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.cookie = 'user-token=; path=/; max-age=0'
})

describe('envelope', () => {
  it('000000 returns data', async () => {
    const { backend, api, notify } = setup()
    backend.on(PATH, () => envelope([{ code: 'DZJ_PRODUCT_FLAG', value: '1' }]))
    await expect(api.call('settings.global')).resolves.toEqual([{ code: 'DZJ_PRODUCT_FLAG', value: '1' }])
    expect(notify).not.toHaveBeenCalled()
  })

  it.each(['125000403', '125000418'])('%s shows the message with a failure icon', async (code) => {
    const { backend, api, notify, redirect } = setup()
    backend.on(PATH, () => envelope(null, code, '积分不足'))
    await expect(api.call('settings.global')).rejects.toMatchObject({ message: '积分不足', code })
    expect(notify).toHaveBeenCalledWith({ text: '积分不足', icon: 'fail' })
    expect(redirect).not.toHaveBeenCalled()
  })

  it('other codes show the message', async () => {
    const { backend, api, notify } = setup()
    backend.on(PATH, () => envelope(null, '100001', '参数错误'))
    await expect(api.call('settings.global')).rejects.toMatchObject({ message: '参数错误', code: '100001' })
    expect(notify).toHaveBeenCalledWith({ text: '参数错误' })
  })

  it('125000401 shows the message, clears session, token and account, and goes to login', async () => {
    sessionStorage.setItem('canUserDoctor', 'true')
    const { backend, api, notify, redirect } = setup('/edu/doctor/study/about')
    backend.on('/doabf/global_setting/all/10', () => envelope(null, '125000401', '请先登录'))
    await expect(api.call('settings.global')).rejects.toMatchObject({ message: '请先登录', code: '125000401' })
    expect(notify).toHaveBeenCalledWith({ text: '请先登录', duration: 2000 })
    expect(document.cookie).not.toContain('user-token=tok-1')
    expect(sessionStorage.getItem('currentAccount')).toBeNull()
    expect(sessionStorage.getItem('canUserDoctor')).toBeNull()
    expect(redirect).toHaveBeenCalledTimes(1)
    const target = new URL(redirect.mock.calls[0][0] as string)
    expect(target.pathname).toBe('/edu/__mock/idp/auth/login')
    expect(target.searchParams.get('client')).toBe('Dzj_Doctor_Wireless_App')
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost:3000/edu/doctor/study/about')
  })

  it('125000401 inside the native app goes to the app main news link after 1000 ms', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) dzj/8.2.2')
    const { backend, api, redirect } = setup('/edu/doctor/client/home')
    await api.signingKeyReady()
    vi.useFakeTimers()
    backend.on('/doabf/global_setting/all/10', () => envelope(null, '125000401', '请先登录'))
    await expect(api.call('settings.global')).rejects.toMatchObject({ code: '125000401' })
    expect(redirect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(redirect).toHaveBeenCalledWith('dzj://main/news')
  })

  it('a 2xx answer that is not an envelope is 服务器繁忙,请稍后重试', async () => {
    const { backend, api, notify } = setup()
    backend.on(PATH, () => new Response('<html>', { status: 200 }))
    await expect(api.call('settings.global')).rejects.toMatchObject({ message: '服务器繁忙,请稍后重试', code: 200 })
    expect(notify).toHaveBeenCalledWith({ text: '服务器繁忙,请稍后重试' })
  })
})

describe('HTTP status', () => {
  it('400 passes through to the envelope', async () => {
    const { backend, api, notify } = setup()
    backend.on(PATH, status(400, { code: '100002', msg: '手机号格式错误' }))
    await expect(api.call('settings.global')).rejects.toMatchObject({ message: '手机号格式错误', code: '100002' })
    expect(notify).toHaveBeenCalledWith({ text: '手机号格式错误' })
  })

  it.each([
    [403, '拒绝访问'],
    [404, '请求资源不存在'],
    [408, '请求超时'],
    [500, '服务器繁忙,请稍后重试'],
    [502, '服务器繁忙,请稍后重试'],
  ])('%i shows %s', async (code, message) => {
    const { backend, api, notify, redirect } = setup()
    backend.on(PATH, status(code))
    await expect(api.call('settings.global')).rejects.toMatchObject({ message, code })
    expect(notify).toHaveBeenCalledWith({ text: message })
    expect(redirect).not.toHaveBeenCalled()
  })

  it.each([
    [undefined, '用户会话过期，请重新登录'],
    ['登录已失效', '登录已失效'],
    ['这是一条很长很长很长很长很长很长很长很长很长很长很长很长的服务端提示信息', '行为异常，请先登录后再进行操作'],
  ])('401 with server message %s shows %s, clears the token and goes to login', async (msg, shown) => {
    const { backend, api, notify, redirect } = setup('/edu/health/integral/detail')
    backend.on(PATH, status(401, msg === undefined ? {} : { code: '401', msg }))
    await expect(api.call('settings.global')).rejects.toMatchObject({ message: shown, code: 401 })
    expect(notify).toHaveBeenCalledWith({ text: shown, duration: 2000 })
    expect(document.cookie).not.toContain('user-token=tok-1')
    expect(sessionStorage.getItem('currentAccount')).toBeNull()
    expect(redirect).toHaveBeenCalledTimes(1)
    expect(new URL(redirect.mock.calls[0][0] as string).searchParams.get('client')).toBe('Dzj_Resident_Wireless_App')
  })

  it('a 401 storm gives exactly one toast and one login redirect; every call rejects', async () => {
    const { backend, api, notify, redirect } = setup()
    await api.signingKeyReady()
    backend.on(PATH, status(401, {}))
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => api.call('settings.global')))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(redirect).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledTimes(1)
    await expect(api.call('settings.global')).rejects.toMatchObject({ code: 401 })
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('a 401 inside the native app redirects to login 1000 ms after the toast', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 13) ysy/5.2.4')
    const { backend, api, redirect } = setup()
    await api.signingKeyReady()
    vi.useFakeTimers()
    backend.on(PATH, status(401, {}))
    await expect(api.call('settings.global')).rejects.toMatchObject({ code: 401 })
    vi.advanceTimersByTime(999)
    expect(redirect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(new URL(redirect.mock.calls[0][0] as string).pathname).toBe('/edu/__mock/idp/auth/login')
  })
})

describe('timeout and network', () => {
  it('no answer in 30000 ms gives 请求超时，请稍后重试! with code CLIENT_TIMEOUT', async () => {
    const { backend, api, notify } = setup()
    await api.signingKeyReady()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    backend.on(PATH, () => 'hang')
    const pending = api.call('settings.global')
    const outcome = expect(pending).rejects.toMatchObject({ message: '请求超时，请稍后重试!', code: 'CLIENT_TIMEOUT' })
    // Signing runs on WebCrypto, outside the fake clock: wait until the request is on the wire.
    while (backend.calls().length === 0) await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(29999)
    expect(notify).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(notify).toHaveBeenCalledWith({ text: '请求超时，请稍后重试!' })
  })

  it('a network failure gives 网络连接异常，请检查您的网络连接！ with code NETWORK_ERROR', async () => {
    const { backend, api, notify } = setup()
    backend.on(PATH, () => 'network-error')
    await expect(api.call('settings.global')).rejects.toMatchObject({
      message: '网络连接异常，请检查您的网络连接！',
      code: 'NETWORK_ERROR',
    })
    expect(notify).toHaveBeenCalledWith({ text: '网络连接异常，请检查您的网络连接！' })
  })

  it('an unknown call name rejects without going over the wire', async () => {
    const { backend, api } = setup()
    // As a config would name it: a string the type checker has not seen.
    const typo = 'no.such.call' as CallName
    await expect(api.call(typo)).rejects.toMatchObject({ code: 'UNKNOWN_CALL' })
    expect(backend.sent).toHaveLength(0)
    // A call the entry carries is known at once; any other once the whole call table has loaded (call-wire.ts).
    expect(api.isCall('points.bills')).toBe(true)
    expect(await api.isCall('academic.meeting')).toBe(true)
    expect(await api.isCall('no.such.call')).toBe(false)
  })
})

// @vitest-environment jsdom
import { createHmac } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientOnPage as setup, envelope, TEST_SIGNING_KEY } from './testing/fake-backend'
import { verifyPathSignature } from './http/signature'
import type { CallRequest } from './call-types'
import { SIGN_SECRET_CODE } from './wire'

beforeEach(() => {
  document.cookie = 'user-token=; path=/; max-age=0'
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('headers and signature', () => {
  it('sends Accept, Content-Type, Device-OS, Device-Id, the tokens, kVer and sign', async () => {
    document.cookie = 'user-token=tok-1; path=/'
    // Acting for a family member (src/session/run-as.ts keeps whose data and the token fetched for them).
    sessionStorage.setItem('runAs', JSON.stringify({ userId: 'family-1', name: '林小宝', token: 'run-as-1' }))
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 13) Mobile')
    const { backend, api } = setup()
    await api.call('area.byParent', { parentCode: '100000' })
    const [sent] = backend.calls()
    expect(sent.headers.get('Accept')).toContain('application/json')
    expect(sent.headers.get('Content-Type')).toBe('application/json;charset=UTF-8')
    expect(sent.headers.get('Device-OS')).toBe('android')
    expect(sent.headers.get('Device-Id')).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(sent.headers.get('x-user-token')).toBe('tok-1')
    expect(sent.headers.get('run-as-user-token')).toBe('run-as-1')
    expect(sent.headers.get('kVer')).toBe(TEST_SIGNING_KEY.keyVersion)
    const expected = createHmac('sha256', TEST_SIGNING_KEY.key).update('/reabs/area/by_parent').digest('hex')
    expect(sent.headers.get('sign')).toBe(expected)
    expect(await verifyPathSignature('/reabs/area/by_parent', TEST_SIGNING_KEY.key, expected)).toBe(true)
  })

  it('leaves x-user-token and run-as-user-token out when there are none', async () => {
    const { backend, api } = setup()
    await api.call('settings.global')
    const [sent] = backend.calls()
    expect(sent.headers.has('x-user-token')).toBe(false)
    expect(sent.headers.has('run-as-user-token')).toBe(false)
  })

  it('fetches the signing key unsigned, by code SIGN_SECRET_KEY, and keeps it with its time', async () => {
    const { backend, api } = setup()
    await api.signingKeyReady()
    const [keyFetch] = backend.sent
    expect(keyFetch.path).toBe('/reabs/config/list')
    expect(keyFetch.query.get('codes')).toBe('SIGN_SECRET_KEY')
    expect(keyFetch.headers.has('sign')).toBe(false)
    expect(JSON.parse(localStorage.getItem('SIGN_SECRET') ?? '')).toEqual(TEST_SIGNING_KEY)
    expect(Number(localStorage.getItem('SIGN_SECRET_TIMESTAMP'))).toBeGreaterThan(0)
  })

  it('asks for the signing key in the caller’s task: start-up asks while the entry is still being evaluated', async () => {
    const { backend, api } = setup()
    const ready = api.signingKeyReady()
    // Nothing awaited yet: a microtask would wait for the whole entry's evaluation.
    expect(backend.sent.map((r) => r.path)).toEqual(['/reabs/config/list'])
    await ready
  })

  it('refreshes the signing key once it is older than 300000 ms, and only then', async () => {
    vi.useFakeTimers({ now: new Date('2024-05-03T06:05:00Z') })
    const { backend, api } = setup()
    const keyFetches = () => backend.sent.filter((r) => r.path === '/reabs/config/list').length
    await Promise.all([api.call('settings.global'), api.call('settings.global')])
    expect(keyFetches()).toBe(1)
    vi.advanceTimersByTime(300000)
    await api.call('settings.global')
    expect(keyFetches()).toBe(1)
    vi.advanceTimersByTime(1)
    await api.call('settings.global')
    expect(keyFetches()).toBe(2)
  })

  it('keeps the x-gray-flag response header', async () => {
    const { backend, api } = setup()
    backend.on('/reabs/global_setting/all/10', () => envelope([], '000000', 'ok', { headers: { 'x-gray-flag': 'B' } }))
    await api.call('settings.global')
    expect(api.grayFlag()).toBe('B')
  })
})

describe('payloads', () => {
  beforeEach(() => {
    sessionStorage.setItem('currentAccount', JSON.stringify({ accountCode: 'A1', userCode: 'U1', loaded: true }))
  })

  it('GET adds accountCode, userCode and timestamp; null and undefined are sent empty', async () => {
    const { backend, api } = setup()
    // As a config's resolved templates may send it: undefined where a value is missing.
    const args: Record<string, unknown> = { name: null, tag: undefined, current: 1, ids: ['a', 'b'] }
    await api.call('tumor.list', args)
    const { query } = backend.calls()[0]
    expect(query.get('accountCode')).toBe('A1')
    expect(query.get('userCode')).toBe('U1')
    expect(Number(query.get('timestamp'))).toBeGreaterThan(0)
    expect(query.get('name')).toBe('')
    expect(query.get('tag')).toBe('')
    expect(query.get('current')).toBe('1')
    expect(query.get('ids')).toBe('a,b')
  })

  it("drops a literal 'null' accountCode or userCode", async () => {
    sessionStorage.setItem('currentAccount', JSON.stringify({ accountCode: 'null', userCode: 'null', loaded: true }))
    const { backend, api } = setup()
    await api.call('tumor.list', {})
    await api.call('tumor.remind', { residentAccountCode: 'R1' })
    const [get, post] = backend.calls()
    expect(get.query.has('accountCode')).toBe(false)
    expect(get.query.has('userCode')).toBe(false)
    expect(post.json()).toEqual({ residentAccountCode: 'R1' })
  })

  it('POST sends JSON with accountCode and userCode; the caller’s values win', async () => {
    const { backend, api } = setup()
    await api.call('tumor.remind', { residentAccountCode: 'R1', userCode: 'U9' } as CallRequest<'tumor.remind'>)
    const [sent] = backend.calls()
    expect(sent.method).toBe('POST')
    expect(sent.json()).toEqual({ accountCode: 'A1', userCode: 'U9', residentAccountCode: 'R1' })
  })

  it('POST adds from=mingyu in the mingyu channel', async () => {
    localStorage.setItem('channel', 'mingyu')
    const { backend, api } = setup()
    await api.call('tumor.remind', { residentAccountCode: 'R1' })
    expect(backend.calls()[0].json()).toMatchObject({ from: 'mingyu', accountCode: 'A1' })
  })

  it('POST FormData gets accountCode and userCode appended and its own Content-Type', async () => {
    const { backend, api } = setup()
    const form = new FormData()
    form.append('file', 'x')
    await api.call('tumor.addResident', form)
    const [sent] = backend.calls()
    expect(sent.body).toBeInstanceOf(FormData)
    const body = sent.body as FormData
    expect([body.get('file'), body.get('accountCode'), body.get('userCode')]).toEqual(['x', 'A1', 'U1'])
    expect(sent.headers.has('Content-Type')).toBe(false)
  })

  it('an array payload is sent as it is', async () => {
    const { backend, api } = setup('/edu/doctor/family_doctor/add')
    await api.call('residents.batchAddTumor', ['R1', 'R2'])
    expect(backend.calls()[0].json()).toEqual(['R1', 'R2'])
  })

  it('fills path placeholders from the args and does not send them again', async () => {
    const { backend, api } = setup()
    await api.call('report.execute', { id: 42, parameterList: [] })
    const [sent] = backend.calls()
    expect(sent.path).toBe('/analytic/report/execute/42')
    expect(sent.json()).toEqual({ accountCode: 'A1', userCode: 'U1', parameterList: [] })
  })
})

describe('reabs / doabf swap', () => {
  it('doctor pages use doabf', async () => {
    const { backend, api } = setup('/edu/doctor/family_doctor/hypertension/manual-add-resident')
    await api.call('area.byParent', { parentCode: '100000' })
    await api.call('area.streets', { parentCode: '110101' })
    expect(backend.calls().map((r) => r.path)).toEqual(['/doabf/area/by_parent', '/doabf/area/by_parent'])
    expect(backend.sent[0].path).toBe('/doabf/config/list')
  })

  it('other pages use reabs, and the signature covers the swapped path', async () => {
    const { backend, api } = setup('/edu/health/client/home')
    await api.call('area.streets', { parentCode: '110101' })
    const [sent] = backend.calls()
    expect(sent.path).toBe('/reabs/area/by_parent')
    expect(await verifyPathSignature('/reabs/area/by_parent', TEST_SIGNING_KEY.key, sent.headers.get('sign') ?? '')).toBe(true)
  })

  it('the doctor app has its own tab-bar icon path', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) dzj/8.2.2')
    const { backend, api } = setup('/edu/doctor/client/home')
    await api.call('homepage.tabBarIcons')
    expect(backend.calls()[0].path).toBe('/bff/homepage/dzj/tab_bar_icon/v3')
  })
})

describe('render as you fetch', () => {
  it('a new page within 300000 ms of the key’s fetch reuses the stored key: no key call', async () => {
    vi.useFakeTimers({ now: new Date('2024-05-03T06:05:00Z') })
    const first = setup()
    await first.api.call('settings.global')
    vi.advanceTimersByTime(299000)
    const second = setup()
    await second.api.call('settings.global')
    expect(second.backend.sent.map((r) => r.path)).toEqual(['/reabs/global_setting/all/10'])
  })

  it('a key past its age signs the calls at once, its successor fetched beside them and kept', async () => {
    vi.useFakeTimers({ now: new Date('2024-05-03T06:05:00Z') })
    await setup().api.signingKeyReady()
    vi.advanceTimersByTime(300001)
    const { backend, api } = setup()
    const next = { ...TEST_SIGNING_KEY, keyVersion: '8', key: 'next-signing-key' }
    let giveKey = () => {}
    const keyHere = new Promise<void>((resolve) => (giveKey = resolve))
    backend.on('/reabs/config/list', () => keyHere.then(() => envelope([{ code: SIGN_SECRET_CODE, value: JSON.stringify(next) }])))
    await api.call('settings.global')
    // Answered while the new key is still on its way, signed with the one kept.
    expect(backend.sent.map((r) => r.path)).toEqual(['/reabs/config/list', '/reabs/global_setting/all/10'])
    expect(backend.calls()[0].headers.get('kVer')).toBe(TEST_SIGNING_KEY.keyVersion)
    giveKey()
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('SIGN_SECRET') ?? '')).toEqual(next))
    await api.call('settings.global')
    expect(backend.calls()[1].headers.get('kVer')).toBe('8')
  })

  it('a call the gateway refuses with the older key goes again with the new one, and shows nothing of the refusal', async () => {
    vi.useFakeTimers({ now: new Date('2024-05-03T06:05:00Z') })
    await setup().api.signingKeyReady()
    vi.advanceTimersByTime(300001)
    const { backend, api, notify } = setup()
    const next = { ...TEST_SIGNING_KEY, keyVersion: '8', key: 'next-signing-key' }
    backend.on('/reabs/config/list', () => envelope([{ code: SIGN_SECRET_CODE, value: JSON.stringify(next) }]))
    backend.on('/reabs/global_setting/all/10', (r) =>
      r.headers.get('kVer') === '8'
        ? envelope([{ code: 'g1' }])
        : envelope(null, '125000403', '请求签名校验失败：签名密钥版本 kVer=7 无效'),
    )
    expect(await api.call('settings.global')).toEqual([{ code: 'g1' }])
    expect(backend.calls().map((r) => r.headers.get('kVer'))).toEqual(['7', '8'])
    expect(notify).not.toHaveBeenCalled()
  })

  it('a refusal with a fresh key is shown, not sent again', async () => {
    const { backend, api, notify } = setup()
    backend.on('/reabs/global_setting/all/10', () => envelope(null, '125000403', '无权限访问'))
    await expect(api.call('settings.global')).rejects.toMatchObject({ code: '125000403' })
    expect(backend.calls()).toHaveLength(1)
    expect(notify).toHaveBeenCalledWith({ text: '无权限访问', icon: 'fail' })
  })

  it('a successor that cannot be fetched is not shown: the calls go on with the older key', async () => {
    vi.useFakeTimers({ now: new Date('2024-05-03T06:05:00Z') })
    await setup().api.signingKeyReady()
    vi.advanceTimersByTime(300001)
    const { backend, api, notify } = setup()
    backend.on('/reabs/config/list', () => new Response('', { status: 502 }))
    backend.on('/reabs/global_setting/all/10', () => envelope([{ code: 'g1' }]))
    expect(await api.call('settings.global')).toEqual([{ code: 'g1' }])
    await vi.waitFor(() => expect(backend.sent).toHaveLength(2))
    // The successor's failed answer has been read by now.
    await vi.advanceTimersByTimeAsync(10)
    expect(notify).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem('SIGN_SECRET') ?? '')).toEqual(TEST_SIGNING_KEY)
  })

  it('a cold visit: the guard’s and the screen’s calls, asked while the key is coming, go out together once it is here', async () => {
    document.cookie = 'user-token=tok-1; path=/'
    const { backend, api } = setup()
    let giveKey = () => {}
    const keyHere = new Promise<void>((resolve) => (giveKey = resolve))
    backend.on('/reabs/config/list', () =>
      keyHere.then(() => envelope([{ code: SIGN_SECRET_CODE, value: JSON.stringify(TEST_SIGNING_KEY) }])),
    )
    // The account and certification (the guard's) and the screen's own data, each answer held until released.
    const paths = ['/reabs/account/current/v3', '/reabs/certification/state', '/reabs/global_setting/all/10']
    const release = new Map<string, () => void>()
    for (const path of paths) backend.on(path, () => new Promise((resolve) => release.set(path, () => resolve(envelope(null)))))
    const calls = [
      api.call('account.current', undefined, { silent: true }),
      api.call('certification.state', undefined, { silent: true }),
      api.call('settings.global', undefined, { silent: true }),
    ]
    await vi.waitFor(() => expect(backend.sent.map((r) => r.path)).toEqual(['/reabs/config/list']))
    // Only the key is asked for first: a call cannot be signed without it.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(backend.calls()).toEqual([])
    giveKey()
    // Then all three are sent with none of them answered: none waits for another.
    await vi.waitFor(() => expect(backend.calls().map((r) => r.path)).toEqual(expect.arrayContaining(paths)))
    expect(backend.calls()).toHaveLength(3)
    expect([...release.keys()].sort()).toEqual([...paths].sort())
    for (const answer of release.values()) answer()
    await Promise.allSettled(calls)
  })

  it('a call given up while it waits for the signing key is never sent, and fails silently with ABORTED', async () => {
    const { backend, api, notify } = setup()
    const controller = new AbortController()
    const call = api.call('settings.global', undefined, { signal: controller.signal, silent: true })
    controller.abort()
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' })
    expect(backend.sent.map((r) => r.path)).toEqual(['/reabs/config/list'])
    expect(notify).not.toHaveBeenCalled()
  })

  it('a call given up mid-exchange rejects with ABORTED and shows nothing', async () => {
    const { backend, api, notify } = setup()
    await api.signingKeyReady()
    const controller = new AbortController()
    backend.on('/reabs/global_setting/all/10', () => 'hang')
    const call = api.call('settings.global', undefined, { signal: controller.signal })
    await vi.waitFor(() => expect(backend.sent).toHaveLength(2))
    controller.abort()
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' })
    expect(notify).not.toHaveBeenCalled()
  })
})

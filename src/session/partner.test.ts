// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardRoute } from './guard'

const address = (path: string) => new URL(path, 'http://localhost:3000')

function fakeApi(signed: Record<string, boolean>) {
  return {
    call: vi.fn(async (name: string, args?: unknown) => {
      if (name !== 'treaty.get') throw new Error(`unexpected call ${name}`)
      const treatyCode = (args as { treatyCode: string }).treatyCode
      return { treatyCode, contentCode: `C_${treatyCode}`, isSign: signed[treatyCode] ?? false }
    }),
  }
}

afterEach(() => {
  document.cookie = 'user-token=; path=/; max-age=0'
  localStorage.clear()
  sessionStorage.clear()
})

describe('the partner channel', () => {
  it('sends a logged-out partner visitor to the partner OAuth, coming back here', async () => {
    localStorage.setItem('channel', 'taipingtong')
    const outcome = await guardRoute('login', {
      api: fakeApi({}),
      notify: vi.fn(),
      address: address('/edu/integral/detail?from=taipingtong'),
    })
    const url = new URL((outcome as { redirect: string }).redirect)
    expect(url.pathname).toBe('/edu/__mock/partner/chdds/oauth2/token')
    expect(url.searchParams.get('from')).toBe('taipingtong')
    expect(url.searchParams.get('url')).toBe('http://localhost:3000/edu/integral/detail?from=taipingtong')
  })

  it('flag 0 reads the treaties; unsigned ones (flag 1) send the visitor to the treaties page with their ids and the address', async () => {
    localStorage.setItem('channel', 'taipingtong')
    document.cookie = 'user-token=t1; path=/'
    const api = fakeApi({ PRIVACY_POLICY: true })
    const outcome = await guardRoute('login', { api, notify: vi.fn(), address: address('/edu/integral/detail') })
    expect(api.call).toHaveBeenCalledWith('treaty.get', { treatyCode: 'PRIVACY_POLICY' })
    expect(api.call).toHaveBeenCalledWith('treaty.get', { treatyCode: 'DCLOUD_SERVICE' })
    expect(outcome).toEqual({
      redirect: '/third-party-authorized-login?ids=DCLOUD_SERVICE&redirectUrl=http%3A%2F%2Flocalhost%3A3000%2Fedu%2Fintegral%2Fdetail',
    })
    expect(sessionStorage.getItem('thirdPartyFlag')).toBe('1')
  })

  it('both signed (flag 2): goes on, and asks no more this visit', async () => {
    localStorage.setItem('channel', 'taipingtong')
    document.cookie = 'user-token=t1; path=/'
    const api = fakeApi({ PRIVACY_POLICY: true, DCLOUD_SERVICE: true })
    expect(await guardRoute('login', { api, notify: vi.fn(), address: address('/edu/integral/detail') })).toBe('allow')
    expect(await guardRoute('login', { api, notify: vi.fn(), address: address('/edu/integral/rules') })).toBe('allow')
    expect(api.call).toHaveBeenCalledTimes(2)
    expect(sessionStorage.getItem('thirdPartyFlag')).toBe('2')
  })

  it('outside the partner channel nothing is asked', async () => {
    document.cookie = 'user-token=t1; path=/'
    const api = fakeApi({})
    expect(await guardRoute('login', { api, notify: vi.fn(), address: address('/edu/integral/detail') })).toBe('allow')
    expect(api.call).not.toHaveBeenCalled()
  })

  it('treaties that cannot be read are both asked for', async () => {
    localStorage.setItem('channel', 'taipingtong')
    document.cookie = 'user-token=t1; path=/'
    const api = { call: vi.fn(async () => Promise.reject(new Error('服务器繁忙,请稍后重试'))) }
    const outcome = await guardRoute('login', { api, notify: vi.fn(), address: address('/edu/integral/detail') })
    expect((outcome as { redirect: string }).redirect).toMatch(
      /^\/third-party-authorized-login\?ids=PRIVACY_POLICY%2CDCLOUD_SERVICE&redirectUrl=/,
    )
  })
})

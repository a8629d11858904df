import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, DEMO_RESIDENT, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

const back = 'http://localhost/edu/doctor/family_doctor/home_page?tab=1'

describe('the mock identity provider', () => {
  it('shows a page with one button per demo person, returning to redirect_uri', async () => {
    const query = new URLSearchParams({
      client: 'Dzj_Doctor_Wireless_App',
      redirect_uri: back,
      scope: 'openid profile',
      state: 's1',
      scene: 'h5',
    })
    const response = await fetch(`http://localhost/edu/__mock/idp/auth/login?${query}`)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('以演示医生登录（陈立新）')
    expect(html).toContain('以演示居民登录（林晓燕）')
    expect(html).toContain(`/edu/__mock/idp/login?as=doctor&amp;redirect_uri=${encodeURIComponent(back)}`)
    expect(html.indexOf('mock-idp-doctor')).toBeLessThan(html.indexOf('mock-idp-resident'))
  })

  it('logs in with one click: sets the user-token cookie and goes back', async () => {
    for (const [role, account] of [
      ['doctor', DEMO_DOCTOR],
      ['resident', DEMO_RESIDENT],
    ] as const) {
      const response = await fetch(`http://localhost/edu/__mock/idp/login?as=${role}&redirect_uri=${encodeURIComponent(back)}`, {
        redirect: 'manual',
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(back)
      const cookie = response.headers.get('set-cookie') ?? ''
      const token = decodeURIComponent(/^user-token=([^;]+)/.exec(cookie)?.[1] ?? '')
      expect(cookie).toContain('Max-Age=86400')
      const { body } = await sendCall('user.current', undefined, { token })
      expect(body.data).toMatchObject({ accountCode: account.accountCode, name: account.name })
    }
  })

  it('never sends the user to another site', async () => {
    const response = await fetch(
      `http://localhost/edu/__mock/idp/login?as=doctor&redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    )
    expect(response.headers.get('location')).toBe('http://localhost/edu/')
  })
})

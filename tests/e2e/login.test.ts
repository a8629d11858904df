// The login round trip: a logged-out visitor on a guarded route goes to the identity provider (the
// embedded backend's mock), logs in with one click, and comes back to the route, now allowed.
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()

describe('login round trip', () => {
  it('takes a logged-out visitor of a doctor route through the mock identity provider and back', async () => {
    const page = b.page()
    await page.goto(b.url('/doctor/debug/doctor-only?from=test'))
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    const login = new URL(page.url())
    expect(login.searchParams.get('client')).toBe('Dzj_Doctor_Wireless_App')
    expect(login.searchParams.get('scope')).toBe('openid profile')
    expect(login.searchParams.get('redirect_uri')).toBe(b.url('/doctor/debug/doctor-only?from=test'))
    expect(login.searchParams.get('state')).toBeTruthy()
    expect(login.searchParams.get('scene')).toBeTruthy()

    await page.getByText(/以演示医生登录/).click()
    await page.waitForURL(b.url('/doctor/debug/doctor-only?from=test'))
    await page.getByText('欢迎，已登录').waitFor()
    await expect.poll(() => page.title()).toBe('医生专属页面')
    const cookies = await page.context().cookies()
    expect(cookies.some((c) => c.name === 'user-token' && c.value.length > 0)).toBe(true)
  })

  it('lets a logged-in resident see a login route, and sends the resident client id', async () => {
    const page = b.page()
    await page.goto(b.url('/debug/login-only'))
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    expect(new URL(page.url()).searchParams.get('client')).toBe('Dzj_Resident_Wireless_App')
    await page.getByText(/以演示居民登录/).click()
    await page.getByText('登录后可见的内容').waitFor()
    expect(new URL(page.url()).pathname).toBe('/edu/debug/login-only')
  })

  it('shows a public page without asking anyone to log in', async () => {
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/edu/home/noData')
  })
})

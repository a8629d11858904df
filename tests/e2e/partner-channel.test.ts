// Hosts and channels in the browser: the partner channel's round trip through its OAuth, the treaties page and
// back; a refused redirectUrl landing home; a fake doctor app too old for its login page; the 调试 panel's log of
// usage events.
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()

interface Collected {
  events: Array<{ eventCode: string; resourceId?: string }>
  reports: Array<{ kind: string; message: string }>
}

// Reports and events travel as keepalive fetches after the page's own work: on a loaded 2-core machine they can
// take longer than expect.poll's 1 s default.
const WAIT = { timeout: 10_000 }

describe('partner channel', () => {
  it('logs in through the partner OAuth, signs the treaties on /third-party-authorized-login and comes back', async () => {
    const page = b.page()
    await page.goto(b.url('/debug/login-only?from=taipingtong'))
    // The mock partner OAuth logs the demo resident in and sends them back; the unsigned service agreement then
    // sends them to the treaties page.
    await page.waitForURL(/\/edu\/third-party-authorized-login\?/)
    const treaties = new URL(page.url())
    expect(treaties.searchParams.get('ids')).toBe('DCLOUD_SERVICE')
    expect(treaties.searchParams.get('redirectUrl')).toBe(b.url('/debug/login-only?from=taipingtong'))
    await page.getByText('《用户服务协议》').waitFor()
    await page.getByText('《隐私政策》').waitFor()

    await page.getByText('同意并继续').click()
    await page.getByText('登录后可见的内容').waitFor()
    expect(new URL(page.url()).pathname).toBe('/edu/debug/login-only')
    // Signed now: another login route goes straight in.
    await page.goto(b.url('/third-party-authorized-login?ids=DCLOUD_SERVICE&redirectUrl=%2Fdebug%2Flogin-only'))
    await page.getByText('已同意', { exact: false }).first().waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('a foreign redirectUrl lands on the home page, following nothing', async () => {
    const page = b.page()
    await page.goto(b.url('/debug/login-only?from=taipingtong'))
    await page.waitForURL(/\/edu\/third-party-authorized-login\?/)
    await page.goto(
      b.url(`/third-party-authorized-login?ids=DCLOUD_SERVICE&redirectUrl=${encodeURIComponent('https://evil.example/steal')}`),
    )
    await page.getByText('同意并继续').click()
    await page.waitForURL((url) => url.pathname === '/edu/health/client/home')
    expect(new URL(page.url()).host).toBe(new URL(b.url('/')).host)
  })
})

describe('native apps', () => {
  it('a fake doctor app below 3.1.0 reaches /up/app/version from a login route', async () => {
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.evaluate(() => sessionStorage.setItem('eduFakeApp', JSON.stringify({ app: 'dzj', version: '3.0.9' })))
    await page.goto(b.url('/debug/login-only'))
    await page.waitForURL((url) => url.pathname === '/edu/up/app/version')
    await page.getByText('您的App版本过低，请升级至最新版本后使用').waitFor()
  })
})

describe('usage events in mock mode', () => {
  it('the embedded backend collects the page visit, and the 调试 panel lists it', async () => {
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => (window as unknown as { __eduMock: { collected(): Collected } }).__eduMock.collected())).events.map(
            (e) => `${e.eventCode} ${e.resourceId}`,
          ),
        WAIT,
      )
      .toContain('101002 /home/noData')
    await page.getByRole('button', { name: '调试' }).click()
    await page.getByText('101002 · PAGE · /home/noData').waitFor()
  })

  it('a failed call is reported to the embedded backend, and the 调试 panel lists the report', async () => {
    // The injected HTTP 500 is logged by the browser as a failed resource load.
    b.expectErrors(/status of 500/)
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
    await page.evaluate(() => {
      const mock = (window as unknown as { __eduMock: { login(role: string): string; injectFault(name: string, fault: unknown): void } })
        .__eduMock
      document.cookie = `user-token=${encodeURIComponent(mock.login('resident'))}; path=/`
      mock.injectFault('points.account', { kind: 'http', status: 500 })
    })
    await page.goto(b.url('/integral/detail'))
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => (window as unknown as { __eduMock: { collected(): Collected } }).__eduMock.collected())).reports.map(
            (r) => `${r.kind} ${r.message}`,
          ),
        WAIT,
      )
      .toContain('call 服务器繁忙,请稍后重试')
    await page.getByRole('button', { name: '调试' }).click()
    await page.getByText('call · 服务器繁忙,请稍后重试 · 500').waitFor()
  })
})

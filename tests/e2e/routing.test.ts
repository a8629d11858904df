// The built app in Chromium: the placeholder page, the redirects, // normalisation, blank unknown paths and
// the failure page for a broken config (SPEC §2).
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()

/** The text a person sees, leaving out the developer-tools button the app shows outside production hosts. */
async function visibleText(): Promise<string> {
  return b.page().evaluate(() => {
    for (const tool of document.querySelectorAll<HTMLElement>('[class*="edu-devtools"]')) tool.style.display = 'none'
    return document.body.innerText.trim()
  })
}

describe('placeholder page /home/noData', () => {
  it('shows 建设中 with no pageName, titled 暂无数据', async () => {
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
    await expect.poll(() => page.title()).toBe('暂无数据')
    expect(await page.getByText('商品补货中').count()).toBe(0)
  })

  it('shows 商品补货中 and its image for pageName=健康屋', async () => {
    const page = b.page()
    await page.goto(b.url(`/home/noData?pageName=${encodeURIComponent('健康屋')}`))
    await page.getByText('商品补货中', { exact: true }).waitFor()
    expect(await page.getByText('建设中').count()).toBe(0)
    // The out-of-stock picture is on screen and actually loaded (not a broken image).
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll(
            (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0 && i.getBoundingClientRect().height > 0).length,
          ),
      )
      .toBeGreaterThan(0)
  })

  it('takes the page title from ?title=', async () => {
    const page = b.page()
    await page.goto(b.url(`/home/noData?title=${encodeURIComponent('我的标题')}`))
    await page.getByText('建设中', { exact: true }).waitFor()
    await expect.poll(() => page.title()).toBe('我的标题')
  })
})

describe('redirects', () => {
  it.each([
    ['/', '/health/client/home'],
    ['/health', '/health/client/home'],
    ['/doctor', '/doctor/client/home'],
    ['/doctor/family_doctor/malnutrition_managment', '/doctor/special-service/malnutrition-manage'],
  ])('%s goes to %s', async (from, to) => {
    const page = b.page()
    // Where the page went, in order: a logged-out visitor goes on from a doctor's page to the identity provider.
    const went: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) went.push(new URL(frame.url()).pathname)
    })
    await page.goto(b.url(from))
    // Not page.waitForURL: a doctor's page sends the logged-out visitor on to the identity provider, which a quick
    // start does before such a wait has begun, and the wait then never sees the address.
    await expect.poll(() => went, { timeout: 15_000 }).toContain(`/edu${to}`)
  })

  it('drops one slash from an unknown path starting with //', async () => {
    const page = b.page()
    await page.goto(b.url('//home/noData'))
    await page.waitForURL(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
  })
})

describe('what is never a white screen, and what is', () => {
  it('shows a blank page, without errors, for an unknown path', async () => {
    const page = b.page()
    await page.goto(b.url('/no/such/page'))
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/edu/no/such/page')
    expect(await visibleText()).toBe('')
    expect(b.pageErrors()).toEqual([])
  })

  it('shows the generic failure page for a broken screen config', async () => {
    const page = b.page()
    await page.goto(b.url('/debug/broken-config'))
    await page.getByText('刷新').first().waitFor()
    const text = await visibleText()
    expect(text).not.toBe('')
    // Production shows people the generic page; the config's problems (the dev overlay) stay in the report.
    expect(text).not.toContain('no-such-node')
  })

  it('reloads the page with a timeString timestamp from the refresh link of the failure page', async () => {
    const page = b.page()
    await page.goto(b.url('/debug/broken-config?from=test'))
    const before = Date.now()
    await page.getByText('刷新').first().click()
    await page.waitForURL(/timeString=\d+/)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/edu/debug/broken-config')
    expect(url.searchParams.get('from')).toBe('test')
    expect(Number(url.searchParams.get('timeString'))).toBeGreaterThanOrEqual(before)
    await page.getByText('刷新').first().waitFor()
  })

  it('shows the failure page, not the loader for good, when start-up itself fails, and reports why', async () => {
    // A webview that refuses the page its session storage: start-up cannot read or keep the address's settings.
    const page = b.page()
    await page.addInitScript(() =>
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The page has no access to storage', 'SecurityError')
        },
      }),
    )
    await page.goto(b.url('/home/noData?from=test'))
    await page.getByText('页面暂时无法访问').waitFor()
    expect(await visibleText()).toBe('页面暂时无法访问\n您可以尝试刷新')
    const reports = await page.evaluate(() => (window.__eduErrors ?? []).map((r) => `${r.kind} ${r.message} ${JSON.stringify(r.context)}`))
    expect(reports).toEqual(['error The page has no access to storage {"where":"start"}'])
    await page.getByText('刷新', { exact: true }).click()
    await page.waitForURL(/\/edu\/home\/noData\?from=test&timeString=\d+/)
    await page.getByText('页面暂时无法访问').waitFor()
  })

  it('shows the network-unavailable page when a screen cannot be fetched offline, and its refresh adds timeString', async () => {
    // Offline, the screen's chunk and its images fail to load, as the test means them to.
    b.expectErrors(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/, /Failed to fetch dynamically imported module/)
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
    await page.context().setOffline(true)
    // A screen whose code this visit has not fetched yet, reached inside the app.
    await page.evaluate(() => {
      history.pushState({}, '', '/edu/up/app/version')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByText('当前网络不可用,请检查网络后').waitFor()
    await page.context().setOffline(false)
    await page.getByText('刷新', { exact: true }).click()
    await page.waitForURL(/\/edu\/up\/app\/version\?timeString=\d+/)
  })
})

describe('full page loads in mock mode', () => {
  it('keep the embedded backend answering with a clean console, each page loaded once', async () => {
    // msw's own worker unregisters itself when its last page closes, which each load below does to the one
    // before. The next page then met that dying registration: it threw "Failed to update a ServiceWorker … Not
    // found", or, once the app registered the worker again first, msw's start reloaded the page it did not
    // control (a test's page.evaluate then failed with "Execution context was destroyed"). public/mock-worker.js
    // stays registered and msw's start alone registers it: one document per load, the first included.
    const page = b.page()
    let documents = 0
    page.on('domcontentloaded', () => (documents += 1))
    for (const [path, text] of [
      ['/home/noData', '建设中'],
      ['/home/noData', '建设中'],
      ['/up/app/version', '您的App版本过低，请升级至最新版本后使用'],
      ['/home/noData', '建设中'],
      ['/up/app/version', '您的App版本过低，请升级至最新版本后使用'],
    ] as const) {
      documents = 0
      await page.goto(b.url(path))
      await page.getByText(text, { exact: true }).waitFor()
      expect(documents, path).toBe(1)
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    }
  })
})

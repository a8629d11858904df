// Navigation like an app (issue 31): every tab root shows the tab bar with its own tab current; a login page is
// never left in history, so Back never shows one; Back from a tab root returns to the tab root before it or
// leaves the app. Logged in as a visitor does it (session.ts), in a context that starts on a blank page.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { IDP_PAGE } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' })

/** Taps a tab and waits until its page is the current one, the tab bar drawn on it with that tab current. */
async function openTab(page: Page, title: string, path: string): Promise<void> {
  await tabBar(page).getByRole('button', { name: title }).click()
  await page.waitForURL(b.url(path))
  await expectTabRoot(page, title)
}

async function expectTabRoot(page: Page, title: string): Promise<void> {
  await expect
    .poll(
      () =>
        tabBar(page)
          .locator('[aria-current="page"]')
          .innerText()
          .catch(() => ''),
      WAIT,
    )
    .toContain(title)
}

/** Opens `path`, logs in through the identity provider with one click as `who`, lands back on it. */
async function logIn(page: Page, path: string, who: RegExp): Promise<void> {
  await page.goto(b.url(path))
  await page.waitForURL(IDP_PAGE)
  await page.getByText(who).first().click()
  await page.waitForURL(b.url(path))
}

describe('navigation like an app', () => {
  it('resident: 我的 → 健康 → 消息 each show the tab bar; Back leaves the app, never to the login page', async () => {
    const page = b.page()
    await logIn(page, '/health/client/user-center', /以演示居民登录/)
    await expectTabRoot(page, '我的')
    await openTab(page, '健康', '/health/client/portrait')
    await openTab(page, '消息', '/messagecenter/conversation/list')
    await openTab(page, '首页', '/health/client/home')
    await openTab(page, '消息', '/messagecenter/conversation/list')
    // The message tab is a tab root: no back arrow, like the others.
    expect(await page.locator('.edu-header').getByRole('button', { name: '返回' }).count()).toBe(0)

    // Tabs replace each other; the login page replaced the page that sent there: Back leaves the app.
    await page.goBack()
    await expect.poll(() => page.url(), WAIT).toBe('about:blank')
    b.skipAccessibilityCheck('the test ends outside the app, on the blank page it started from')
  })

  it('doctor: every tab root shows the tab bar; the bell opens 消息 and Back returns to 首页', async () => {
    const page = b.page()
    await logIn(page, '/doctor/client/home', /以演示医生登录/)
    await expectTabRoot(page, '首页')
    await openTab(page, '医脑', '/doctor/client/medbrain/home')
    await openTab(page, '消息', '/doctor/messagecenter/conversation/list')
    await openTab(page, '我的', '/doctor/client/user-center')
    await openTab(page, '首页', '/doctor/client/home')

    await page.locator('.edu-header').getByRole('button', { name: /消息/ }).click()
    await page.waitForURL(b.url('/doctor/messagecenter/conversation/list'))
    await expectTabRoot(page, '消息')
    await page.goBack()
    await page.waitForURL(b.url('/doctor/client/home'))
    await expectTabRoot(page, '首页')
    // And Back from there leaves the app: the login page is in no history entry.
    await page.goBack()
    await expect.poll(() => page.url(), WAIT).toBe('about:blank')
    b.skipAccessibilityCheck('the test ends outside the app, on the blank page it started from')
  })

  it('a login asked for by a screen replaces it: Back after logging in does not show the identity provider', async () => {
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor(WAIT)
    await logIn(page, '/doctor/client/user-center', /以演示医生登录/)
    await page.goBack()
    await page.waitForURL(b.url('/home/noData'))
    expect(page.url()).not.toMatch(IDP_PAGE)
  })
})

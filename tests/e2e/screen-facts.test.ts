// The facts screen configs declare about their routes, in the built app: the page visit's name, the chat socket
// open only on its pages, the portrait user forgotten on leaving its pages, and the home switching account returns
// to (docs/screen-facts.md). The pages change inside the app, as the router's own pushState does (crawl.ts), so the
// shell sees each change as a tap would bring it.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser.ts'
import { openAsDoctor, openAsResident } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

interface CollectedEvent {
  eventCode: string
  resourceId?: string
  pageName?: string
}

/** Go to an app path inside the running app (no reload). */
async function appGo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, `/edu${path}`)
}

/** The page events the embedded backend collected: code, path and visit name. */
const pageEvents = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __eduMock: { collected(): { events: CollectedEvent[] } } }).__eduMock
      .collected()
      .events.filter((e) => e.eventCode === '101002' || e.eventCode === '101006')
      .map((e) => [e.eventCode, e.resourceId, e.pageName ?? null]),
  )

const connections = (page: Page) => page.evaluate(() => window.__eduMock?.socket.connections())
const portraitUser = (page: Page) => page.evaluate(() => sessionStorage.getItem('healthPortraitUserId'))

describe('screen facts in the built app', () => {
  it('page visits carry the visit name their route declares, and none where it declares none (SPEC §9)', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/client/home'))
    await expect.poll(() => pageEvents(page), WAIT).toContainEqual(['101002', '/doctor/client/home', 'home'])
    await appGo(page, '/doctor/messagecenter/conversation/list')
    await expect
      .poll(() => pageEvents(page), WAIT)
      .toContainEqual(['101002', '/doctor/messagecenter/conversation/list', 'message center home'])
    await appGo(page, '/integral/detail')
    await expect.poll(() => pageEvents(page), WAIT).toContainEqual(['101002', '/integral/detail', null])
    await page.getByText('积分明细').first().waitFor(WAIT)
  })

  it('the chat socket opens on a socket page and closes on leaving it for another (SPEC §4)', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    // As a user would: the page is shown (its start-up done) before anything on it leads on.
    await page.getByText('设置').first().waitFor(WAIT)
    await appGo(page, '/messagecenter/conversation/list')
    await expect.poll(() => connections(page), WAIT).toBe(1)
    await appGo(page, '/health/client/user-center')
    await expect.poll(() => connections(page), WAIT).toBe(0)
    await page.getByText('设置').first().waitFor(WAIT)
  })

  it('the portrait user is forgotten on leaving a page it belongs to, and kept on leaving any other (SPEC §2)', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/integral/detail?healthPortraitUserId=H2'))
    await expect.poll(() => portraitUser(page), WAIT).toBe('H2')
    // From a page it does not belong to, into one it does: kept.
    await appGo(page, '/health/client/user-center')
    expect(await portraitUser(page)).toBe('H2')
    // Leaving the user centre (one of the homes): forgotten.
    await appGo(page, '/integral/detail')
    await expect.poll(() => portraitUser(page), WAIT).toBeNull()
    await page.getByText('积分明细').first().waitFor(WAIT)
  })

  it("switching account logs in again to the client's home, the route that says homeOf (SPEC §2)", async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/client/user-center'))
    await page.getByText('切换账号', { exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
    await page.waitForURL((url) => (url.searchParams.get('redirect_uri') ?? '').endsWith('/edu/doctor/client/home'), WAIT)
    b.skipAccessibilityCheck('the identity provider page is the mock backend’s, checked by login.test.ts')
  })
})

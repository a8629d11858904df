// Render as you fetch, in Chromium against the built app: a second visit within five minutes (a fresh browser
// context from the saved login: cookies and localStorage, as a new tab or a reopened app would have) makes no
// signing-key call, and on a doctor route no account or doctor-auth call either; the screen's own data is still
// asked for and drawn. A visit after five minutes draws its data with the kept key, the new one fetched beside it.
// (Timings are measured by `npm run bench`, never asserted here.)
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const FORM = '/doctor/family_doctor/hypertension/manual-add-resident'
const SIGNING_KEY = /\/config\/list\b/
const GUARD_CHECKS = /\/account\/current\/v3|\/certification\/state/

function recordApi(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/edu/api/')) seen.push(path.slice('/edu/api'.length))
  })
  return seen
}

/** The points list opened logged out, logged in as the demo doctor, and drawn: the first visit. */
async function pointsAfterLogin(): Promise<Page> {
  const first = b.page()
  await first.goto(b.url('/integral/detail'))
  await first.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
  await first.getByText(/以演示医生登录/).click()
  await first.waitForURL(b.url('/integral/detail'))
  await first.locator('.edu-collapse').first().waitFor(WAIT)
  return first
}

describe('a second visit within five minutes', () => {
  it('asks for no signing key and runs the doctor guard from the kept account and canUserDoctor', async () => {
    const first = b.page()
    const firstCalls = recordApi(first)
    await first.goto(b.url(FORM))
    await first.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    await first.getByText(/以演示医生登录/).click()
    await first.waitForURL(b.url(FORM))
    await first.locator('#root_userName').waitFor(WAIT)
    expect(firstCalls.some((p) => SIGNING_KEY.test(p))).toBe(true)
    expect(firstCalls.some((p) => GUARD_CHECKS.test(p))).toBe(true)

    const saved = await first.context().storageState()
    const second = await (await b.newContext({ storageState: saved })).newPage()
    const secondCalls = recordApi(second)
    await second.goto(b.url(FORM))
    await second.locator('#root_userName').waitFor(WAIT)
    await second.getByRole('heading', { name: '手动添加居民' }).waitFor()
    expect(secondCalls.filter((p) => SIGNING_KEY.test(p) || GUARD_CHECKS.test(p))).toEqual([])
    expect(b.pageErrors()).toEqual([])
  })

  it('a visit after five minutes draws its data with the kept key and keeps the new one fetched beside it', async () => {
    const first = await pointsAfterLogin()

    // The kept key as it is after five minutes and more: its fetch time long past.
    const saved = await first.context().storageState()
    for (const origin of saved.origins)
      for (const item of origin.localStorage) if (item.name === 'SIGN_SECRET_TIMESTAMP') item.value = String(Date.now() - 300_001)
    const second = await (await b.newContext({ storageState: saved })).newPage()
    const secondCalls = recordApi(second)
    await second.goto(b.url('/integral/detail'))
    await second.locator('.edu-collapse').first().waitFor(WAIT)
    expect(secondCalls.filter((p) => SIGNING_KEY.test(p))).toHaveLength(1)
    const keptAt = () => second.evaluate(() => Number(localStorage.getItem('SIGN_SECRET_TIMESTAMP')))
    await expect.poll(keptAt, WAIT).toBeGreaterThan(Date.now() - 60_000)
    expect(b.pageErrors()).toEqual([])
  })

  it('a login route draws its data on the second visit with no key call', async () => {
    const first = await pointsAfterLogin()

    const second = await (await b.newContext({ storageState: await first.context().storageState() })).newPage()
    const secondCalls = recordApi(second)
    await second.goto(b.url('/integral/detail'))
    await second.locator('.edu-collapse').first().waitFor(WAIT)
    expect(secondCalls.filter((p) => SIGNING_KEY.test(p))).toEqual([])
    expect(secondCalls.some((p) => /query_bill_list/.test(p))).toBe(true)
  })
})

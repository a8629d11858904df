// The points detail and rules screens (screens/integral/) in Chromium against the built app and the embedded
// backend, logged in as the demo doctor: balance and expiring points, months 10 at a time on scroll, more only
// after a full page, the expansion with times like 2024年5月3日 14:05, a failed page and retry (SPEC §2-§4, §9).
import type { Page, Request } from 'playwright-core'
import { assert, describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()
/** expect.poll gives up after 1 s by default; a page load through the service worker can take longer. */
const WAIT = { timeout: 10_000 }

const DETAIL = '/integral/detail'
const RULES = '/integral/rules'
const BILLS = /\/point_info\/query_bill_list/
/** The demo doctor's account code: fixed in the mock's seed so tests can name it. */
const DEMO_DOCTOR = '7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'

interface Points {
  account: { accountConsumeAmount: number; accountConsumeAmountExpire: number }
  months: { billMonth: string; billInfoList: { frontBillType: string; createTime: string; billType: string; dealAmount: number }[] }[]
}

async function openAsDoctor(page: Page, path: string): Promise<void> {
  await openLoggedIn(page, b.url(path), /以演示医生登录/)
  // The embedded backend puts its tools on window while the app starts.
  await page.waitForFunction(() => !!window.__eduMock)
}

function recordBillPages(page: Page): { current: number; size: number }[] {
  const seen: { current: number; size: number }[] = []
  page.on('request', (r: Request) => {
    if (BILLS.test(r.url())) {
      const body = r.postDataJSON() as { current: number; size: number }
      seen.push({ current: body.current, size: body.size })
    }
  })
  return seen
}

async function points(page: Page): Promise<Points> {
  return page.evaluate((code) => (window.__eduMock?.state() as unknown as { points: Record<string, Points> }).points[code], DEMO_DOCTOR)
}

const months = (page: Page) => page.locator('.edu-collapse').count()

/**
 * The pages asked for, in order, the landing's page 1 counted once: on a loaded machine it was once asked twice
 * as the screen arrived (the request made ahead at route match, then the screen's own). What the tests here
 * check is what comes after it.
 */
function pagesAsked(seen: readonly { current: number }[]): number[] {
  const asked = seen.map((p) => p.current)
  while (asked[0] === 1 && asked[1] === 1) asked.shift()
  return asked
}
const scrollToEnd = (page: Page) => page.locator('.edu-page__body').evaluate((el) => el.scrollTo(0, el.scrollHeight))

/** 2024-05-03 14:05:09 -> 2024年5月3日 14:05 */
function shown(time: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(time)
  assert(parts, `not a time: ${time}`)
  const [, y, mo, d, h, mi] = parts
  return `${y}年${Number(mo)}月${Number(d)}日 ${h}:${mi}`
}

describe('points detail', () => {
  it('shows the consume balance, what expires this month, and the months 10 at a time as the list scrolls', async () => {
    const page = b.page()
    const pages = recordBillPages(page)
    await openAsDoctor(page, DETAIL)
    const world = await points(page)
    await page.getByText(String(world.account.accountConsumeAmount), { exact: true }).waitFor()
    await page.getByText(`您有${world.account.accountConsumeAmountExpire}积分将于本月底过期`, { exact: true }).waitFor()
    await expect.poll(() => months(page), WAIT).toBe(10)
    expect(pages).toEqual([{ current: 1, size: 10 }])

    // The seed has 24 months: 10, 10, then 4, which ends the list.
    await scrollToEnd(page)
    await expect.poll(() => months(page), WAIT).toBe(20)
    await page.waitForTimeout(350)
    await scrollToEnd(page)
    await expect.poll(() => months(page), WAIT).toBe(world.months.length)
    await page.getByText('没有更多了').waitFor()
    expect(pagesAsked(pages)).toEqual([1, 2, 3])
    expect(b.pageErrors()).toEqual([])
  })

  it('builds no entries until a month opens, then shows each entry with its time and the amount of expenses', async () => {
    const page = b.page()
    await openAsDoctor(page, DETAIL)
    await expect.poll(() => months(page), WAIT).toBe(10)
    expect(await page.locator('.edu-collapse__body').count()).toBe(0)

    const world = await points(page)
    const month = world.months.find(
      (m) => m.billInfoList.some((e) => e.billType === 'EXPEND') && m.billInfoList.some((e) => e.billType !== 'EXPEND'),
    )
    assert(month)
    const header = page.locator('.edu-collapse__header').filter({ hasText: month.billMonth })
    await header.click()
    const body = page.locator('.edu-collapse--open .edu-collapse__body')
    await body.waitFor()
    const text = await body.innerText()
    for (const entry of month.billInfoList) expect(text).toContain(shown(entry.createTime))
    const expense = month.billInfoList.find((e) => e.billType === 'EXPEND')
    assert(expense)
    expect(text).toContain(`-${expense.dealAmount}`)
    const gains = month.billInfoList.filter((e) => e.billType !== 'EXPEND')
    expect(await body.locator('p', { hasText: /^-/ }).count()).toBe(month.billInfoList.length - gains.length)

    await header.click()
    expect(await page.locator('.edu-collapse__body').count()).toBe(0)
  })

  it('shows a loading toast while a page loads', async () => {
    const page = b.page()
    await openAsDoctor(page, DETAIL)
    await expect.poll(() => months(page), WAIT).toBe(10)
    // Faults live in sessionStorage: the reload meets this one. The answer waits long enough for the toast's own
    // code to arrive after the reload on a loaded machine: a toast whose wait ended before its code came stays down.
    await page.evaluate(() => window.__eduMock?.injectFault('points.bills', { kind: 'latency', ms: 5000, times: 1 }))
    await page.reload()
    await page.locator('.adm-toast-main').getByText('加载中…').waitFor()
    await expect.poll(() => months(page), WAIT).toBe(10)
    await expect.poll(() => page.locator('.adm-toast-main').count(), WAIT).toBe(0)
  })

  it('keeps the months loaded when a page fails, and loads that page on retry', async () => {
    const page = b.page()
    const pages = recordBillPages(page)
    await openAsDoctor(page, DETAIL)
    await expect.poll(() => months(page), WAIT).toBe(10)
    // The injected failure: Chromium logs the 500 answer.
    b.expectErrors(/the server responded with a status of 500/)
    await page.evaluate(() => window.__eduMock?.injectFault('points.bills', { kind: 'http', status: 500, times: 1 }))
    await scrollToEnd(page)
    await page
      .locator('.edu-list__status--error')
      .getByText('服务器繁忙,请稍后重试')
      .waitFor()
      .catch(async (e: unknown) => {
        // It failed once in CI and not in 55 loaded runs here: say what the list showed and which pages were asked.
        const status = await page.locator('.edu-list__status').allInnerTexts()
        throw new Error(
          `${String(e)}\npages asked: ${JSON.stringify(pagesAsked(pages))}, months: ${await months(page)}, status: ${JSON.stringify(status)}`,
        )
      })
    expect(await months(page)).toBe(10)
    await page.getByRole('button', { name: '点击重试' }).click()
    await expect.poll(() => months(page), WAIT).toBe(20)
    expect(pagesAsked(pages)).toEqual([1, 2, 2])
  })
})

describe('points detail: pull to refresh', () => {
  it('pulled down at its top, loads the months again from page 1, replacing what was shown', async () => {
    // A phone: touch events, as a finger makes them (through the DevTools protocol).
    const context = await b.newContext({ hasTouch: true, isMobile: true })
    {
      const page = await context.newPage()
      const pages = recordBillPages(page)
      await openAsDoctor(page, DETAIL)
      await expect.poll(() => months(page), WAIT).toBe(10)
      await scrollToEnd(page)
      await expect.poll(() => months(page), WAIT).toBe(20)
      await page.locator('.edu-page__body').evaluate((el) => el.scrollTo(0, 0))
      await expect.poll(() => page.locator('.adm-toast-main').count(), WAIT).toBe(0)
      // Pull-to-refresh comes after the first page, when the page is quiet (usePullWanted): a finger that comes
      // down sooner only asks for it. The user here pulls once the page has settled.
      await page.locator('.adm-pull-to-refresh').waitFor(WAIT)

      const box = await page.locator('.edu-list__rows').boundingBox()
      assert(box)
      const cdp = await context.newCDPSession(page)
      const x = box.x + box.width / 2
      let y = box.y + 10
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      for (let i = 0; i < 15; i++) {
        y += 15
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
      }
      await page.getByText('释放立即刷新').waitFor()
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await expect.poll(() => pagesAsked(pages), WAIT).toEqual([1, 2, 1])
      await expect.poll(() => months(page), WAIT).toBe(10)
    }
  })
})

describe('points rules', () => {
  it('shows the activity-rules image', async () => {
    const page = b.page()
    await openAsDoctor(page, RULES)
    await expect.poll(() => page.title(), WAIT).toBe('积分规则')
    const image = page.getByRole('img', { name: '积分规则' })
    await image.waitFor()
    expect(await image.getAttribute('src')).toMatch(/static\/integral-rules\.svg$/)
    await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth), WAIT).toBeGreaterThan(0)
  })
})

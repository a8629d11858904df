// The add special-programme residents screen (screens/tumor/add-residents.json) in Chromium against the built
// app and the embedded backend, logged in as the demo doctor: tabs, paging on scroll, search debounce, the empty
// and end texts, select / deselect and Done, both batch-add messages, failures and retry (SPEC §2, §4, §5, §8, §9).
import type { Page, Request } from 'playwright-core'
import { assert, describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { watchAnswerThenBack } from './answer-then-back.ts'
import { PAGE_BEHIND, openAsDoctorWithPageBehind } from './session.ts'
import { routeToastCode } from './toast-code.ts'

const b = useBrowser()
/** expect.poll gives up after 1 s by default; a page load through the service worker can take longer. */
const WAIT = { timeout: 10_000 }
/** Longer than the second the screen waits after saving before it goes back. */
const SLOW_TOAST_CODE_MS = 1500

const SCREEN = '/doctor/family_doctor/multi-cancer/add-residents'
const MANUAL_ADD = '/doctor/family_doctor/hypertension/manual-add-resident'
const FAMILY_LIST = /\/tumor_resident\/get_residents\?/
/** Rows of the list in the tab shown (a tab shown before stays built, hidden). */
const ROWS = '[role="tabpanel"]:not([hidden]) .edu-list__row'

interface ResidentRecord {
  residentAccountCode: string
  residentName: string
}

/** The demo doctor's account code: fixed in the mock's seed so tests can name it. */
const DEMO_DOCTOR = '7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'

interface MockResident {
  residentAccountCode: string
  residentName: string
  familyDoctor?: string
  tumorDoctor?: string
}

/** back() after adding must land inside the app. */
const openAsDoctor = (page: Page, path: string) => openAsDoctorWithPageBehind(page, b.url(path))

/** The query of every family-doctor list request from now on. */
function recordListQueries(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = []
  page.on('request', (r: Request) => {
    if (FAMILY_LIST.test(r.url())) seen.push(new URL(r.url()).searchParams)
  })
  return seen
}

/**
 * Residents of the demo doctor's family-doctor list (not yet in the doctor's tumour programme) whose name finds
 * them alone, so a search shows exactly that resident.
 */
async function familyDoctorResidents(page: Page): Promise<MockResident[]> {
  const all = await page.evaluate(() => (window.__eduMock?.state() as unknown as { residents: MockResident[] }).residents)
  const listed = all.filter((r) => r.familyDoctor === DEMO_DOCTOR && r.tumorDoctor !== DEMO_DOCTOR)
  return listed.filter((r) => listed.filter((o) => o.residentName.includes(r.residentName)).length === 1)
}

const rowCount = (page: Page) => page.locator(ROWS).count()
const scrollToEnd = (page: Page) => page.locator('.edu-page__body').evaluate((el) => el.scrollTo(0, el.scrollHeight))
const done = (page: Page) => page.getByRole('button', { name: /^完成\(\d+\)$/ })

describe('add special-programme residents', () => {
  it('shows the three tabs and 15 family-doctor residents, loads 15 more on scroll, and opens manual add', async () => {
    const page = b.page()
    const queries = recordListQueries(page)
    await openAsDoctor(page, SCREEN)
    for (const title of ['手动添加', '从家医居民添加', '从高血压项目添加']) await page.getByText(title, { exact: true }).waitFor()
    await expect.poll(() => rowCount(page), WAIT).toBe(15)
    await expect.poll(() => queries.map((q) => [q.get('current'), q.get('size')]), WAIT).toEqual([['1', '15']])

    await scrollToEnd(page)
    await expect.poll(() => rowCount(page), WAIT).toBe(30)
    expect(queries.map((q) => q.get('current'))).toEqual(['1', '2'])

    await page.getByText('手动添加', { exact: true }).click()
    await page.waitForURL(b.url(MANUAL_ADD))
    expect(b.pageErrors()).toEqual([])
  })

  it('searches once for a quick burst of typing, says when nothing matches, and shows the end of a short result', async () => {
    const page = b.page()
    const queries = recordListQueries(page)
    await openAsDoctor(page, SCREEN)
    await expect.poll(() => rowCount(page), WAIT).toBe(15)
    const before = queries.length

    const [someone] = await familyDoctorResidents(page)
    const search = page.getByPlaceholder('请输入居民姓名').first()
    await search.pressSequentially(someone.residentName, { delay: 60 })
    await page.waitForTimeout(800)
    const searched = queries.slice(before)
    expect(searched.map((q) => [q.get('name'), q.get('current')])).toEqual([[someone.residentName, '1']])
    await page.getByText(someone.residentName, { exact: true }).first().waitFor()
    await page.getByText('没有更多了').first().waitFor()

    await search.fill('查无此人')
    await page.getByText('暂无匹配结果').first().waitFor()
  })

  it('selects and deselects, keeps Done disabled with none, adds the chosen residents and goes back 1 s after saying so', async () => {
    const page = b.page()
    // On a slow network the toast's code can take longer than the second the screen waits before going back: the
    // user must still read the message before the page leaves.
    await routeToastCode(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_TOAST_CODE_MS))
      await route.continue()
    })
    // Waited for from before the visit: with the app's scripts cached the list can answer before the visit returns.
    const firstPage = page.waitForResponse(FAMILY_LIST)
    await openAsDoctor(page, SCREEN)
    const records = ((await (await firstPage).json()) as { data: { records: ResidentRecord[] } }).data.records
    await expect.poll(() => rowCount(page), WAIT).toBe(15)
    const all = await page.evaluate(() => (window.__eduMock?.state() as unknown as { residents: MockResident[] }).residents)
    const free = records.filter((r) => !all.find((w) => w.residentAccountCode === r.residentAccountCode)?.tumorDoctor)
    expect(free.length).toBeGreaterThanOrEqual(2)

    expect(await done(page).first().isDisabled()).toBe(true)
    await page.getByText(free[0].residentName, { exact: true }).click()
    await page.getByText(free[1].residentName, { exact: true }).click()
    await page.getByRole('button', { name: '完成(2)' }).waitFor()
    await page.getByText(free[1].residentName, { exact: true }).click()
    await page.getByRole('button', { name: '完成(1)' }).waitFor()
    await page.getByText(free[1].residentName, { exact: true }).click()

    const sent = page.waitForRequest(/batch_add_tumor_resident/)
    const saved = await watchAnswerThenBack(page, '/batch_add_tumor_resident')
    await page.getByRole('button', { name: '完成(2)' }).click()
    expect((await sent).postDataJSON()).toEqual([free[0].residentAccountCode, free[1].residentAccountCode])
    await page.waitForURL(b.url(PAGE_BEHIND))
    expect(saved.toasts()).toContain('成功添加2位居民')
    // Not at once: a second after the message is on the screen, however late its code came.
    expect(await saved.shownBeforeBackMs('成功添加2位居民')).toBeGreaterThanOrEqual(1000)
    expect(await saved.waitedMs()).toBeGreaterThanOrEqual(1000)
  })

  it('says which residents other doctors already manage', async () => {
    const page = b.page()
    await openAsDoctor(page, SCREEN)
    await expect.poll(() => rowCount(page), WAIT).toBe(15)
    const listed = await familyDoctorResidents(page)
    const free = listed.find((r) => !r.tumorDoctor)
    const taken = listed.find((r) => r.tumorDoctor && r.tumorDoctor !== DEMO_DOCTOR)
    assert(free && taken)
    const search = page.getByPlaceholder('请输入居民姓名').first()
    for (const resident of [free, taken]) {
      await search.fill(resident.residentName)
      // The search's answer, as a user waits for it: the list shows that one resident (before it, the row could
      // be the unfiltered list's, replaced under the tap).
      await expect.poll(() => page.locator(ROWS).allInnerTexts(), WAIT).toEqual([expect.stringContaining(resident.residentName)])
      await page.locator(ROWS).getByText(resident.residentName, { exact: true }).click()
    }
    const saved = await watchAnswerThenBack(page, '/batch_add_tumor_resident')
    await page.getByRole('button', { name: '完成(2)' }).click()
    await expect.poll(() => saved.toasts(), { timeout: 30_000 }).toContain('成功添加1位居民，1位居民已被其他医生管理，添加失败')
    await page.waitForURL(b.url(PAGE_BEHIND))
  })

  it('shows a failed list with its message and loads it on retry', async () => {
    const page = b.page()
    await openAsDoctor(page, SCREEN)
    await expect.poll(() => rowCount(page), WAIT).toBe(15)
    // Faults live in sessionStorage: the reload meets this one.
    // The injected failure: Chromium logs the 500 answer.
    b.expectErrors(/the server responded with a status of 500/)
    // Until cleared: a first page asked for ahead of the guard, failing, is asked for again by the screen.
    await page.evaluate(() => window.__eduMock?.injectFault('residents.familyDoctorList', { kind: 'http', status: 500 }))
    await page.reload()
    await page.locator('.edu-list__status--error').getByText('服务器繁忙,请稍后重试').waitFor()
    await page.evaluate(() => window.__eduMock?.clearFaults('residents.familyDoctorList'))
    await page.getByRole('button', { name: '点击重试' }).click()
    await expect.poll(() => rowCount(page), WAIT).toBe(15)
  })

  it('keeps page 1 when page 2 fails, and asks for page 2 again on retry', async () => {
    const page = b.page()
    const queries = recordListQueries(page)
    await openAsDoctor(page, SCREEN)
    await expect.poll(() => rowCount(page), WAIT).toBe(15)
    // The injected network failure: Chromium logs the failed request.
    b.expectErrors(/net::ERR_FAILED/)
    await page.evaluate(() => window.__eduMock?.injectFault('residents.familyDoctorList', { kind: 'network', times: 1 }))
    await scrollToEnd(page)
    await page.locator('.edu-list__status--error').getByText('网络连接异常，请检查您的网络连接！').waitFor()
    expect(await rowCount(page)).toBe(15)
    await page.getByRole('button', { name: '点击重试' }).click()
    await expect.poll(() => rowCount(page), WAIT).toBe(30)
    expect(queries.map((q) => q.get('current')).slice(-3)).toEqual(['1', '2', '2'])
  })
})

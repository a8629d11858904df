// The family doctor's multi-cancer programme and the QR binding in Chromium against the built app and the
// embedded backend: as the demo doctor, filter the resident list to high risk, open a result and send a follow-up
// reminder, push a popular-science article to two residents and find it in the records; as the demo resident,
// open the doctor's QR link and bind (issue 14 item 1).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { IDP_PAGE, openLoggedIn } from './session.ts'

const b = useBrowser()
/** expect.poll gives up after 1 s by default; a page load through the service worker can take longer. */
const WAIT = { timeout: 10_000 }

/** The demo doctor's account code: fixed in the mock's seed, and what his QR link carries. */
const DEMO_DOCTOR = '7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'
const ROWS = '.edu-list__row'

/** Log in as `who` through the mock identity provider, then open `path` with a page behind it to go back to. */
async function openAs(page: Page, who: '医生' | '居民', path: string): Promise<void> {
  await openLoggedIn(page, b.url(path), new RegExp(`以演示${who}登录`))
}

describe('the multi-cancer programme', () => {
  it('filters the list to high risk, opens a result and sends a follow-up reminder', async () => {
    const page = b.page()
    await openAs(page, '医生', '/doctor/family_doctor/multi-cancer/home')
    await page.getByText('高风险', { exact: true }).waitFor(WAIT)
    // A cell's title shares its element with the description under it.
    await page.getByText('居民列表').click()
    await page.waitForURL(/\/multi-cancer\/residents/)
    await expect.poll(() => page.locator(ROWS).count(), WAIT).toBeGreaterThan(0)

    const answer = page.waitForResponse((r) => r.url().includes('/tumor_resident/list') && r.url().includes('riskLevel=30'))
    await page.getByRole('tab', { name: '高风险' }).click()
    await answer
    await expect
      .poll(async () => {
        const tags = await page.locator(`${ROWS} .adm-tag`).allTextContents()
        return tags.length > 0 && tags.every((t) => t === '高风险')
      }, WAIT)
      .toBe(true)

    // And by source, through the action sheet: every row left came from the hypertension programme.
    await page.getByText('居民来源').click()
    const bySource = page.waitForResponse((r) => r.url().includes('/tumor_resident/list') && r.url().includes('residentSource=2'))
    await page.locator('.adm-action-sheet').getByText('高血压项目', { exact: true }).click()
    await bySource
    await expect
      .poll(async () => {
        const lines = await page.locator(`${ROWS} .edu-text--caption`).allTextContents()
        return lines.length > 0 && lines.every((t) => t.endsWith('来源：高血压项目'))
      }, WAIT)
      .toBe(true)

    const first = page.locator(ROWS).first()
    const name = (await first.locator('.edu-text').first().textContent()) ?? ''
    expect(name).not.toBe('')
    await first.getByText(name, { exact: true }).click()
    await page.waitForURL(/\/multi-cancer\/result\?residentAccountCode=/)
    await page.getByText('各癌种风险').waitFor(WAIT)
    await page.getByText('健康建议').waitFor()
    await page.getByText('多癌种风险评估问卷').waitFor()
    await page.getByText('您是否吸烟？').waitFor()

    await page.getByRole('button', { name: '发送随访提醒' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(`将向${name}发送随访提醒`, { exact: false }).waitFor()
    await dialog.getByRole('button', { name: '确定' }).click()
    await page.getByText('随访提醒已发送').waitFor(WAIT)
    await page.getByText(/^上次随访提醒：/).waitFor(WAIT)

    // The reminder is in the records.
    await page.goto(b.url('/doctor/family_doctor/record?kind=remind'))
    await page.getByRole('tab', { name: '随访提醒' }).waitFor()
    await expect.poll(() => page.locator(`${ROWS} .adm-list-item-content-main`).first().textContent(), WAIT).toContain(name)
  })

  it('pushes a popular-science article to two residents and shows it in the push records', async () => {
    const page = b.page()
    await openAs(page, '医生', '/doctor/family_doctor/popular-science/push')
    await page.getByText('大便习惯改变，警惕结直肠癌').click(WAIT)
    await page.waitForURL(/\/popular-science\/select-residents\?/)
    await page.getByText('推送文章：大便习惯改变，警惕结直肠癌').waitFor()
    await expect.poll(() => page.locator(ROWS).count(), WAIT).toBeGreaterThan(2)
    const names: string[] = []
    for (const i of [0, 1]) {
      const row = page.locator(ROWS).nth(i)
      const name = (await row.locator('.edu-text').first().textContent()) ?? ''
      names.push(name)
      await row.getByText(name, { exact: true }).click()
    }
    await page.getByRole('button', { name: '推送给 2 位居民' }).click()
    await page.getByText('已推送给 2 位居民').waitFor(WAIT)
    await page.waitForURL(/\/doctor\/family_doctor\/record\?kind=push/)
    const newest = page.locator(ROWS).first()
    await expect.poll(() => newest.textContent(), WAIT).toContain('大便习惯改变，警惕结直肠癌')
    expect(await newest.textContent()).toContain(`推送给 2 人：${names.join('、')}`)
  })
})

describe('binding through the doctor QR code', () => {
  it("the doctor's QR page links to the relate page, where the demo resident confirms and binds", async () => {
    const doctor = b.page()
    await openAs(doctor, '医生', '/doctor/family_doctor/qrcode')
    await doctor.getByRole('img', { name: '家庭医生绑定二维码，居民扫码绑定' }).waitFor(WAIT)

    const context = await b.newContext()
    const page = await context.newPage()
    const link = `/health/family_doctor/relate/${DEMO_DOCTOR}`
    await page.goto(b.url(link))
    await page.waitForURL(IDP_PAGE)
    await page.getByText(/以演示居民登录/).click()
    await page.waitForURL(b.url(link))
    await page.getByText('陈立新　主治医师').waitFor(WAIT)
    await page.getByText('翠苑家庭医生团队').waitFor()
    await page.getByRole('button', { name: '确认绑定' }).click()
    await page.getByText('绑定成功', { exact: true }).first().waitFor(WAIT)
    await page.getByText('陈立新已成为您的家庭医生', { exact: false }).waitFor()
    expect(await page.getByRole('button', { name: '确认绑定' }).count()).toBe(0)

    // Opening the link again says so instead of binding twice.
    await page.reload()
    await page.getByText('您已绑定该医生').waitFor(WAIT)
    expect(await page.getByRole('button', { name: '确认绑定' }).count()).toBe(0)
  })

  it('an unknown doctor code says the QR code is invalid', async () => {
    const page = b.page()
    b.expectErrors(/the server responded with a status/)
    await openAs(page, '居民', '/health/family_doctor/relate/DOC0001')
    await page.getByText('二维码无效').waitFor(WAIT)
    await page.getByRole('button', { name: '返回首页' }).waitFor()
  })
})

// Research in the built app against the embedded backend (issue 32 item 2), as the demo doctor 陈立新: from the
// medical brain's recruiting projects to one he has not joined, joined, a signed resident enrolled as a sample
// (an empty form first: its message), the sample in his list and its detail, and the project's product portrait
// counting it. Then as 林晓燕: her own study from 我的, and no one else's sample.
import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { expectFitsWidth, PHONE_WIDTHS } from './layout.ts'
import { openAsDoctor, openAsResident } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const DIABETES = '基层2型糖尿病患者胰岛素起始治疗真实世界研究'
const LIPIDS = '社区居民血脂异常综合管理真实世界研究'

const row = (page: Page, field: string) => page.locator(`#root_${field}`)
const footer = (page: Page) => page.locator('.edu-page__footer')

/** Open a picker field, tap the item, confirm. */
async function pick(page: Page, field: string, item: string): Promise<void> {
  await page.waitForTimeout(400)
  await row(page, field).click()
  const popup = page
    .locator('.adm-popup')
    .filter({ has: page.locator('.adm-picker') })
    .last()
  await popup.locator('.adm-picker-view-column-item', { hasText: item }).first().click()
  await page.waitForTimeout(100)
  await popup.getByText('确定', { exact: true }).click()
  await popup.locator('.adm-picker').waitFor({ state: 'hidden' })
}

describe('research projects', () => {
  it('joins a project, enrolls a signed resident, finds the sample and sees it counted in the product portrait', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/client/medbrain/home'))
    await page.getByText('招募中的科研项目').waitFor(WAIT)
    await page.getByText('全部', { exact: true }).click()
    await page.waitForURL(/\/edu\/medbrain\/researchlist$/)
    await page.getByText(DIABETES).click()
    await page.waitForURL(/\/edu\/medbrain\/research\/detail\/RS2026002$/)
    await page.getByText('入组条件').waitFor(WAIT)
    await page.getByText('58 / 200 例').waitFor()

    await footer(page).getByRole('button', { name: '加入项目' }).click()
    await page.getByRole('button', { name: '确定' }).click()
    await page.getByText('已加入项目').waitFor(WAIT)
    await page.getByText('我入组的样本').waitFor(WAIT)
    await footer(page).getByRole('button', { name: '入组居民' }).click()
    await page.waitForURL(/\/edu\/research\/sample\/add\?projectCode=RS2026002$/)
    await page.getByText('入组诊断').waitFor(WAIT)

    // Nothing chosen: the form says what is missing and sends nothing.
    await footer(page).getByRole('button', { name: '确认入组' }).click()
    await page.getByText('请选择入组居民').waitFor(WAIT)

    await row(page, 'residentAccountCode').click()
    const first = page.locator('.edu-form-search-select__list button').first()
    await first.waitFor(WAIT)
    const resident = (await first.innerText()).trim().split(/\s/)[0]
    await first.click()
    await pick(page, 'generalNameCode', '甘精胰岛素注射液')
    await page.getByText('干预组', { exact: true }).click()
    await row(page, 'diagnosis').fill('2型糖尿病伴血糖控制不佳')
    await page.getByText('居民已签署知情同意书', { exact: true }).click()
    await footer(page).getByRole('button', { name: '确认入组' }).click()
    await page.waitForURL(/\/edu\/research\/sample\/detail\/SPA\d+$/, WAIT)
    await page.getByRole('heading', { name: resident }).or(page.getByText(resident).first()).first().waitFor(WAIT)
    await page.getByText('已入组', { exact: true }).waitFor()
    await page.getByText('甘精胰岛素注射液').waitFor()
    await page.getByText('2型糖尿病伴血糖控制不佳').waitFor()

    // Back: the project, now with his sample, listed; then its product portrait counting it.
    await page.goBack()
    await page.waitForURL(/\/edu\/medbrain\/research\/detail\/RS2026002$/)
    await page.getByText('59 / 200 例').waitFor(WAIT)
    await page.getByText('1 例', { exact: true }).click()
    await page.waitForURL(/\/edu\/research\/sample\/list\?projectCode=RS2026002$/)
    await page.locator('.edu-card').getByText(resident).waitFor(WAIT)
    await page.goBack()
    await page.getByText('产品画像').click()
    await page.waitForURL(/\/edu\/research\/product-portrait\/RS2026002$/)
    await page.getByText('样本概况').waitFor(WAIT)
    await page.getByText('59', { exact: true }).waitFor(WAIT)
    await page.getByText('各产品样本数').first().waitFor()
    await page.locator('.adm-list-item-content-main').getByText('甘精胰岛素注射液', { exact: true }).click()
    await page.waitForURL(/\/edu\/research\/product-portrait\/RS2026002\/GLARGINE$/)
    await page.getByText('研究产品：甘精胰岛素注射液').waitFor(WAIT)
    // The charts fit every phone width.
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
  })

  it("shows 林晓燕 her own study from 我的, and refuses another resident's sample", async () => {
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    await page.getByText('我参与的研究').click()
    await page.waitForURL(/\/edu\/re-research\/mine$/)
    await page.getByText(LIPIDS).click()
    await page.waitForURL(/\/edu\/research\/sample\/detail\/SP000001$/)
    await page.getByText('阿托伐他汀钙片').waitFor(WAIT)
    await page.getByText('陈立新').waitFor()
    await page.getByText('随访计划').waitFor()
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
    await page.goto(b.url('/research/sample/detail/SP000003'))
    await page.getByText('无权查看该样本').first().waitFor(WAIT)
  })
})

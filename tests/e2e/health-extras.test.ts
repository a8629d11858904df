// Issue 9's health extras in Chromium against the built app, as the demo resident 林晓燕: asking a doctor a health
// question (a failed submit keeps the question), a past examination report with its abnormal flags and an
// indicator's history, and PHQ-9 completed to its band.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const toast = (page: Page, text: string) => page.locator('.adm-toast-main').filter({ hasText: text })

describe('health consultation', () => {
  it('shows the services and recent consultations, asks a chosen doctor and keeps the question through a failed submit', async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/health/health-consultation/home'))
    await page.getByText('咨询服务').waitFor({ timeout: 30_000 })
    await page.getByText('¥39.00 起').waitFor(WAIT)
    await page.getByText(/最近一周早上在家量血压/).waitFor(WAIT)

    // A service type lists its doctors with title, department, good-at and price.
    await page.locator('.adm-list-item', { hasText: '¥39.00 起' }).click()
    await page.waitForURL(/select-doctor\?serviceType=PHONE/, WAIT)
    const ask = page.getByRole('button', { name: /^向.+咨询$/ }).first()
    await ask.waitFor(WAIT)
    const doctor = (await ask.innerText()).replace(/^向|咨询$/g, '')
    await expect.poll(() => page.getByText(/^擅长：/).count(), WAIT).toBeGreaterThan(0)
    await ask.click()
    await page.waitForURL(/doctorCode=/, WAIT)
    await page.getByText(new RegExp(`^${doctor} `)).waitFor(WAIT)

    // Too short: the form says so and sends nothing.
    const question = page.getByLabel('病情描述')
    await question.fill('头晕')
    await page.getByRole('button', { name: /^提交并支付 ¥\d+\.\d\d$/ }).click()
    await page.getByText('病情描述至少10个字').waitFor(WAIT)

    const text = '最近两周早上起床后头晕，血压 138/88 mmHg，需要调整生活方式还是用药？'
    await question.fill(text)
    b.expectErrors(/the server responded with a status of 500/)
    await page.evaluate(() => window.__eduMock?.injectFault('healthConsult.ask', { kind: 'http', status: 500, times: 1 }))
    await page.getByRole('button', { name: /^提交并支付 ¥\d+\.\d\d$/ }).click()
    await toast(page, '服务器繁忙,请稍后重试').waitFor(WAIT)
    expect(page.url()).toContain('doctorCode=')
    expect(await question.inputValue()).toBe(text)

    await page.getByRole('button', { name: /^提交并支付 ¥\d+\.\d\d$/ }).click()
    // The doctor's price is charged through the payment flow first (issue 32 item 5).
    await page.waitForURL(/\/internet-hospital\/payment\/CONSULTATION\?orderCode=PO\d+/, WAIT)
    await page.getByRole('button', { name: /^确认支付 ¥\d+\.\d\d$/ }).click()
    await page.waitForURL(/\/edu\/__mock\/pay\/wappay\?/, WAIT)
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.getByText('支付成功', { exact: true }).waitFor(WAIT)
    await page.getByRole('button', { name: '查看问诊' }).click()
    await page.waitForURL(/\/health\/health-consultation\/detail\/HCA\d+/, WAIT)
    await page.getByText('等待医生接诊', { exact: true }).first().waitFor(WAIT)
    // The form's page has gone: the question now shows as the consultation's.
    await expect.poll(() => page.locator('textarea').count(), WAIT).toBe(0)
    await page.getByText(text).waitFor(WAIT)
    await page.getByText(doctor, { exact: false }).first().waitFor(WAIT)
  })

  it("lists the records of a service type and opens one with its pictures and the doctor's reply", async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/health/health-consultation/record/TEXT'))
    await page.getByText(/体检报告提示空腹血糖/).waitFor({ timeout: 30_000 })
    // The phone consultation is not a picture-and-text one.
    expect(await page.getByText(/入睡困难/).count()).toBe(0)
    await page.getByText(/最近一周早上在家量血压/).click()
    await page.waitForURL(/\/detail\/HC000101$/, WAIT)
    await page.getByText('医生回复').waitFor(WAIT)
    await page.getByText(/您的血压处于正常高值/).waitFor(WAIT)
    await expect.poll(() => page.getByRole('img', { name: '咨询图片' }).count(), WAIT).toBe(1)
  })
})

describe('medical reports', () => {
  it("opens a historical report with its abnormal flags, then one indicator's history with its chart", async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/health/medical-report/historicalreport/MR000005'))
    await page.getByText('总检结论').waitFor({ timeout: 30_000 })
    await page.getByText('异常指标（3项）').waitFor(WAIT)
    // 甘油三酯 1.92 mmol/L is above its 0.45-1.7 range: flagged.
    const triglycerides = page.locator('.adm-list-item', { hasText: '甘油三酯' })
    await expect.poll(() => triglycerides.innerText(), WAIT).toContain('1.92↑ 偏高')
    expect(await triglycerides.innerText()).toContain('参考范围 0.45-1.7 mmol/L')
    expect(await page.locator('.adm-list-item', { hasText: '血红蛋白' }).innerText()).not.toContain('↑')

    await triglycerides.click()
    await page.waitForURL(/\/indicator-record\/TG$/, WAIT)
    await page.getByText('最近一次：1.92 mmol/L（偏高）').waitFor(WAIT)
    await page.getByRole('heading', { name: '历次变化趋势' }).waitFor(WAIT)
    await expect.poll(() => page.locator('main canvas, main svg').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.adm-list-item', { hasText: '1.21' }).count(), WAIT).toBe(1)
  })
})

describe('health assessments', () => {
  it('lists PHQ-9 and GAD-7 with the past result, completes PHQ-9 and shows its band', async () => {
    const page = b.page()
    await openLoggedIn(page, b.url('/health/health-assessment/list'))
    await page.getByText('PHQ-9 抑郁筛查').first().waitFor({ timeout: 30_000 })
    // 林晓燕's GAD-7 of two months ago.
    await page.getByText('6 分 · 轻度焦虑').first().waitFor(WAIT)
    await page.locator('.adm-list-item', { hasText: 'PHQ-9 抑郁筛查' }).first().click()
    await page.waitForURL(/\/health\/health-assessment\/questionnaire\?id=phq-9/, WAIT)
    await page.getByRole('heading', { name: 'PHQ-9 抑郁筛查' }).waitFor({ timeout: 30_000 })

    const choose = (question: string, label: string) => page.locator(`#assessment-q-${question}`).getByText(label, { exact: true }).click()
    // 1 + 1 + 2 + 1 + 0, then 1 + 1 + 0 + 0: 7, 轻度抑郁 (5-9).
    await choose('interest', '好几天')
    await choose('down', '好几天')
    await choose('sleep', '一半以上的天数')
    await choose('tired', '好几天')
    await choose('appetite', '完全不会')
    await page.getByRole('button', { name: '下一步', exact: true }).click()
    await choose('failure', '好几天')
    await choose('focus', '好几天')
    await choose('slow', '完全不会')
    await choose('harm', '完全不会')
    await page.getByRole('button', { name: '提交', exact: true }).click()
    await page.getByText('轻度抑郁').first().waitFor(WAIT)
    await page
      .getByText(/7\s*分/)
      .first()
      .waitFor(WAIT)

    await page.getByRole('button', { name: '查看我的评估记录', exact: true }).click()
    await page.waitForURL(/\/health\/health-assessment\/list$/, WAIT)
    // Back within the request cache's 2 s fresh window: the submit expired it, so the list asks again.
    await page.getByText('7 分 · 轻度抑郁').first().waitFor(WAIT)
  })
})

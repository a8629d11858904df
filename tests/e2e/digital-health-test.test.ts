// A digital health test taken as 林晓燕 takes it (issue 32): from the introduction, question by question with
// progress, previous and next; leaving halfway keeps her answers; submitting sends them to the backend, whose
// report (risk level, score, advice, a score per dimension) the report page then shows as the latest. Having
// taken it, 国庆健康季's test task is done and credits its 20 points, once.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openAsResident } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })
/** Chooses an option by its label (the label takes the tap, as a finger's would). */
const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click()
const next = (page: Page) => page.getByRole('button', { name: '下一步', exact: true }).click()

/** The answers, in the order asked: an option's label each (the one multiple choice: one box). */
const FIRST = ['45～54 岁', 'BMI 24～27.9（超重）', '超标', '140～159 mmHg', '90～99 mmHg']
const REST = ['半年以上才测一次', '有 1 人']
const AFTER = ['偏咸，爱吃重口味', '每周 1～3 次', '300～500 克', '不喝酒', '从不吸烟', '几乎不运动', '常少于 6 小时或失眠', '一般']

describe('a digital health test', () => {
  it('is taken question by question, kept when left, and gives a new report', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/health/digital-health-test/intorce?code=hypertension'))
    await page.getByText('16题', { exact: true }).waitFor(WAIT)
    await page.getByRole('button', { name: '开始检测' }).click()
    await page.waitForURL(b.url('/health/digital-health-test/testing?code=hypertension'))
    await page.getByText('第1题，共16题').waitFor({ timeout: 30_000 })

    for (const [i, label] of FIRST.entries()) {
      await choose(page, label)
      await next(page)
      await page.getByText(`第${i + 2}题，共16题`).waitFor(WAIT)
    }
    // Back one: the answer given is still chosen.
    await page.getByRole('button', { name: '上一步', exact: true }).click()
    await page.getByText('第5题，共16题').waitFor(WAIT)
    expect(await radio(page, '90～99 mmHg').isChecked()).toBe(true)
    await next(page)

    // Leave for the home page and come back: the answers and the question reached are kept.
    await page.goto(b.url('/health/client/home'))
    await page.goto(b.url('/health/digital-health-test/testing?code=hypertension'))
    await page.getByText('第6题，共16题').waitFor(WAIT)
    await page.getByRole('button', { name: '上一步', exact: true }).click()
    expect(await radio(page, '90～99 mmHg').isChecked()).toBe(true)
    await next(page)
    for (const label of REST) {
      await choose(page, label)
      await next(page)
    }
    // A multiple choice: next with nothing chosen is refused.
    await next(page)
    await page.getByRole('alert').first().waitFor(WAIT)
    await choose(page, '血脂异常')
    await next(page)
    for (const [i, label] of AFTER.entries()) {
      await choose(page, label)
      if (i < AFTER.length - 1) await next(page)
    }
    await page.getByRole('button', { name: '提交并生成报告' }).click()

    // The backend's report, on the report page, as the latest.
    await page.getByText('检测完成：高血压高风险', { exact: true }).waitFor(WAIT)
    await page.waitForURL(b.url('/health/digital-health-test/hypertension/report'))
    await page.getByText('最新检测结果', { exact: true }).waitFor(WAIT)
    await page.getByText('高血压高风险', { exact: true }).first().waitFor(WAIT)
    await page.getByText('28/49', { exact: true }).waitFor(WAIT)
    await page.getByText(/建议两周内到社区卫生服务中心测量诊室血压/).waitFor(WAIT)
    await page.getByText('各项得分', { exact: true }).waitFor(WAIT)

    // The introduction now names the last test; a new visit to the test starts afresh.
    await page.goto(b.url('/health/digital-health-test/intorce?code=hypertension'))
    await page.getByText(/得分 28\/49 · 共检测1次/).waitFor(WAIT)
    await page.getByRole('button', { name: '重新检测' }).click()
    await page.getByText('第1题，共16题').waitFor(WAIT)
    expect(await radio(page, '45～54 岁').isChecked()).toBe(false)

    // 国庆健康季: the test task is done, its 20 points credited once.
    await page.goto(b.url('/activity/nationalDay'))
    const row = page.locator('.edu-stack--nowrap').filter({ has: page.getByText('完成一次数字健康检测', { exact: true }) })
    await row.getByRole('button', { name: '领取积分' }).click()
    await page.getByText('+20积分', { exact: true }).waitFor(WAIT)
    await row.getByRole('button', { name: '已完成' }).waitFor(WAIT)
    await page.getByText('今日已得 20 积分', { exact: true }).waitFor(WAIT)
  })
})

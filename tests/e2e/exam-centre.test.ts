// The exam centre (/center/exam/*, issue 10) in Chromium against the built app and the embedded backend, as the
// demo doctor 陈立新: exams by state, one started from its detail, answered, handed in, found in the record with
// its score and its certificate opened; the seeded attempt in progress continued with its clock; a closed exam.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openAsDoctor } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const DIABETES = '2 型糖尿病基层规范化管理考核'

const heading = (page: Page, name: string) => page.getByRole('heading', { name }).waitFor(WAIT)

describe('the exam centre', () => {
  it('starts an exam from its detail, hands it in, and shows it in the record with its score and certificate', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/center/exam/list'))
    // To take: the papers with attempts left, each with its deadline and pass mark.
    await page.getByText(DIABETES).waitFor(WAIT)
    await page.getByText('基层高血压防治指南（2024）专项考试').waitFor()
    expect(await page.getByText(/^5题 · 限时10分钟 · 满分50分 · 30分及格$/).count()).toBeGreaterThan(0)
    await page
      .getByText(/^截止 \d{4}年\d+月\d+日 · 还可考3次 · 通过得学分1分$/)
      .first()
      .waitFor()
    await page.getByRole('tab', { name: '进行中' }).click()
    await page.getByText('家庭医生签约服务规范（2025版）考核').waitFor(WAIT)
    await page.getByRole('tab', { name: '已结束' }).click()
    await page.getByText('最高40分 · 已获学分1分和合格证书').waitFor(WAIT)
    await page.getByRole('tab', { name: '待参加' }).click()

    await page.getByText(DIABETES).click()
    await page.waitForURL(/\/edu\/center\/exam\/detail\/EX2025003$/)
    await page.getByText('考试须知').waitFor(WAIT)
    await page.getByText('已考0次，剩余3次').waitFor()
    await page.locator('.edu-page__footer').getByRole('button', { name: '开始考试' }).click()
    await page.getByText('限时10分钟，开始后计时不停止，确定开始吗？').waitFor(WAIT)
    await page.getByRole('button', { name: '确定' }).click()
    await page.waitForURL(/\/edu\/special\/exam\?paperId=EX2025003$/)
    await heading(page, '1. 2 型糖尿病的诊断标准中，空腹血糖应达到？')
    expect(await page.getByRole('timer').innerText()).toMatch(/^(10:00|09:5\d)$/)

    const answers: Array<[string, string[]]> = [
      ['radio', ['B. ≥7.0 mmol/L']],
      ['radio', ['B. <7.0%']],
      ['radio', ['B. 二甲双胍']],
      ['checkbox', ['A. 糖尿病视网膜病变', 'B. 糖尿病肾病（尿白蛋白/肌酐比值）', 'C. 糖尿病足']],
      ['radio', ['C. 每 3 个月 1 次']],
    ]
    for (const [i, [role, options]] of answers.entries()) {
      for (const name of options) await page.getByRole(role as 'radio' | 'checkbox', { name }).click()
      if (i < answers.length - 1) await page.getByRole('button', { name: '下一题' }).click()
    }
    await page.getByText('已答5题，未答0题').waitFor(WAIT)
    await page.locator('.edu-page__footer').getByRole('button', { name: '交卷' }).click()
    await page.getByRole('button', { name: '确定' }).click()
    await page.waitForURL(/\/edu\/special\/exam\/result\?recordId=ER\d+$/)
    await page.getByText('50分', { exact: true }).waitFor(WAIT)
    await page.getByText('恭喜通过考试，获得继续教育学分1分').waitFor()

    // The record: newest first, with its score; its certificate opens from there.
    await page.goto(b.url('/center/exam/list'))
    await page.getByText('考试记录').click()
    await page.waitForURL(/\/edu\/center\/exam\/record$/)
    const first = page.locator('.edu-card').first()
    await first.getByText(DIABETES).waitFor(WAIT)
    await first.getByText('得分 50 / 50').waitFor()
    await first.getByText('查看证书').click()
    await page.waitForURL(/\/edu\/center\/exam\/certificate\/ER\d+$/)
    await page.getByRole('img', { name: `陈立新的继续医学教育合格证书：${DIABETES}` }).waitFor(WAIT)
    await page.getByText(/^CME\d{4}5003\d{6}$/).waitFor()
    await page.getByText('杭州市西湖区翠苑街道社区卫生服务中心').waitFor()
    await page.getByText('Ⅱ类学分1分').waitFor()

    // The centre now counts it among the finished, with two credits earned from exams.
    await page.goto(b.url('/center/exam/list'))
    await page.getByText('2分', { exact: true }).waitFor(WAIT)
    await page.getByRole('tab', { name: '已结束' }).click()
    await page.getByText('最高50分 · 已获学分1分和合格证书').waitFor(WAIT)
  })

  it('continues the attempt in progress on its clock, and shows a closed exam as closed', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/center/exam/detail/EX2025004'))
    await page.getByText('作答中，剩余时间').waitFor(WAIT)
    await page.locator('.edu-page__footer').getByRole('button', { name: '继续考试' }).click()
    await page.waitForURL(/\/edu\/special\/exam\?paperId=EX2025004$/)
    await heading(page, '1. 家庭医生签约服务协议的服务周期一般为？')
    // Started four minutes before: the clock goes on from there, not from 30:00.
    expect(await page.getByRole('timer').innerText()).toMatch(/^2[56]:[0-5]\d$/)

    await page.goto(b.url('/center/exam/detail/EX2024012'))
    await page.getByText('老年人健康管理服务规范考核').first().waitFor(WAIT)
    const closed = page.locator('.edu-page__footer').getByRole('button', { name: '考试已截止' })
    await closed.waitFor()
    expect(await closed.isDisabled()).toBe(true)
    await page.getByText('10分 · 未通过').waitFor()
  })
})

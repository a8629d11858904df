// The internet hospital in Chromium against the built app and the embedded backend, one world, each person in
// turn: 林晓燕 asks her family doctor by 图文问诊 with a picture and pays his price on the simulated provider's
// page (the record shows 待接诊); 陈立新 accepts it, answers in its chat and prescribes, and the pharmacist's
// review passes; 林晓燕 sees the prescription 已通过, takes the drugs and renews it (复诊续方, to be paid).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { pngFile } from './pictures.ts'
import { openLoggedIn } from './session.ts'
import { pickOption } from './form-fields.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const ILLNESS = '最近一周早上起床头晕，家里量血压 146/92 mmHg，下午会好一些，需要开始吃药吗？'

/** Another person takes the phone: the session goes, the embedded backend's world (localStorage) stays. */
async function switchTo(page: Page, who: '医生' | '居民', path: string): Promise<void> {
  await page.context().clearCookies()
  await page.evaluate(() => sessionStorage.clear())
  await openLoggedIn(page, b.url(path), new RegExp(`以演示${who}登录`))
}

async function residentAsksAndPays(page: Page): Promise<void> {
  await openLoggedIn(page, b.url('/health/client/user-center'), /以演示居民登录/)
  await page.locator('.adm-list-item', { hasText: '互联网医院' }).click()
  await page.waitForURL(/\/internet-hospital\/home$/, WAIT)
  await page.locator('.adm-list-item', { hasText: '¥19.90 起' }).click()
  await page.waitForURL(/\/internet-hospital\/doctors\?serviceType=TEXT/, WAIT)
  // Her family doctor first, with his specialty, rating and price.
  const first = page.locator('.edu-card').first()
  await first.getByText('我的家庭医生').waitFor(WAIT)
  await first.getByText('陈立新 主治医师').waitFor(WAIT)
  await first.getByText(/^评分 \d\.\d · 已接诊 \d+ 次$/).waitFor(WAIT)
  await first.getByText('¥29.90/次').click()
  await page.waitForURL(/\/internet-hospital\/ask\?/, WAIT)

  await page.locator('#root_description').fill('头晕')
  await page.getByRole('button', { name: '提交并支付 ¥29.90' }).click()
  await page.getByText('病情描述至少10个字').waitFor(WAIT)
  await page.locator('#root_description').fill(ILLNESS)
  await page.locator('input[data-photos-for="root_pictures"]').setInputFiles(pngFile('血压记录.png'))
  await page.getByRole('img', { name: '图片资料第1张' }).waitFor(WAIT)
  await page.getByRole('button', { name: '提交并支付 ¥29.90' }).click()

  // The existing payment flow charges the doctor's price.
  await page.waitForURL(/\/internet-hospital\/payment\/CONSULTATION\?orderCode=PO\d+/, WAIT)
  await page.getByText('图文问诊 · 陈立新 主治医师').waitFor(WAIT)
  await page.getByRole('button', { name: '确认支付 ¥29.90' }).click()
  await page.waitForURL(/\/edu\/__mock\/pay\/wappay\?/, WAIT)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.getByText('支付成功', { exact: true }).waitFor(WAIT)
  await page.getByRole('button', { name: '查看问诊' }).click()
  await page.waitForURL(/\/internet-hospital\/consultation\/IH9\d+$/, WAIT)
  await page.getByText('等待医生接诊').waitFor(WAIT)
  await page.getByText(ILLNESS).waitFor(WAIT)

  await page.goto(b.url('/internet-hospital/records/WAITING'))
  const record = page.locator('.edu-card', { hasText: ILLNESS })
  await record.getByText('待接诊').waitFor(WAIT)
  await record.getByText(/陈立新 主治医师 · ¥29\.90/).waitFor(WAIT)
}

async function doctorAcceptsAnswersAndPrescribes(page: Page): Promise<void> {
  await switchTo(page, '医生', '/doctor/client/user-center')
  await page.getByText('互联网医院接诊').click()
  await page.waitForURL(/\/doctor\/internet-hospital\/consultations\/WAITING$/, WAIT)
  await page.locator('.edu-card', { hasText: ILLNESS }).click()
  await page.waitForURL(/\/doctor\/internet-hospital\/consultation\/IH9\d+$/, WAIT)
  await page.getByRole('img', { name: '病情图片' }).waitFor(WAIT)
  await page.getByRole('button', { name: '接诊' }).click()
  await page.getByRole('button', { name: '开具处方' }).waitFor(WAIT)

  await page.getByRole('button', { name: '进入问诊对话' }).click()
  await page.waitForURL(/\/doctor\/chat\/view\?chatCode=CVIH/, WAIT)
  await page.getByText(ILLNESS).first().waitFor(WAIT)
  const answer = '血压偏高，先连续一周早晚各测一次，我先给您开一个月的降压药。'
  await page.getByRole('textbox', { name: '请输入消息' }).fill(answer)
  await page.getByRole('button', { name: '发送', exact: true }).click()
  const line = page.locator('.edu-chat__line--mine', { hasText: answer })
  await expect.poll(() => line.getAttribute('data-state'), { timeout: 10_000 }).toBe('sent')
  await page.goBack()

  await page.getByRole('button', { name: '开具处方' }).click()
  await page.waitForURL(/\/doctor\/internet-hospital\/prescribe\/IH9\d+$/, WAIT)
  await page.locator('#root_diagnosis').fill('原发性高血压')
  await pickOption(page, 'drugName', '苯磺酸氨氯地平片')
  await page.locator('#root_dose').fill('5mg')
  await pickOption(page, 'frequency', '每日一次')
  await page.locator('#root_days').fill('28')
  await page.getByRole('button', { name: '提交审核' }).click()
  await page.waitForURL(/\/doctor\/internet-hospital\/prescription\/RX9\d+$/, WAIT)
  // The pharmacist reviews it a moment later; the page follows.
  await page.getByText('药师审核通过，可到医院药房或线上取药').waitFor(WAIT)
}

async function residentTakesAndRenews(page: Page): Promise<void> {
  await switchTo(page, '居民', '/internet-hospital/prescriptions')
  const rx = page.locator('.edu-card', { hasText: '苯磺酸氨氯地平片' })
  await rx.getByText('已通过').waitFor(WAIT)
  await rx.click()
  await page.waitForURL(/\/internet-hospital\/prescription\/RX9\d+$/, WAIT)
  await page.getByText('每次 5mg，每日一次，共 28 天').waitFor(WAIT)
  await page.getByRole('button', { name: '确认取药' }).click()
  await page.getByRole('button', { name: '确定' }).click()
  await page.getByText('已取药，请按医嘱用药').waitFor(WAIT)
  await page.getByRole('button', { name: '复诊续方' }).click()
  await page.waitForURL(/\/internet-hospital\/payment\/CONSULTATION\?orderCode=PO\d+/, WAIT)
  await page.getByText('复诊续方 · 陈立新 主治医师').waitFor(WAIT)
  await page.getByRole('button', { name: '确认支付 ¥19.90' }).waitFor(WAIT)
}

describe('the internet hospital', () => {
  it('a resident asks and pays, her doctor accepts, answers and prescribes, and she takes the drugs and renews', async () => {
    const page = b.page()
    await residentAsksAndPays(page)
    await doctorAcceptsAnswersAndPrescribes(page)
    await residentTakesAndRenews(page)
    expect(b.pageErrors()).toEqual([])
  }, 150_000)

  it('pays with consume points at the cashier stand, lists the spending, and says 积分不足 when they fall short', async () => {
    const page = b.page()
    // 林晓燕's ¥29.00 consultation with 陈立新 costs 290 of her points.
    await openLoggedIn(page, b.url('/internet-hospital/payment/CONSULTATION?orderCode=PO202611230001'), /以演示居民登录/)
    await page.locator('.adm-list-item', { hasText: '本单需 290 积分' }).click()
    await page.getByRole('button', { name: '积分支付 290 积分' }).click()
    await page.getByText('支付成功', { exact: true }).waitFor(WAIT)
    await page.goto(b.url('/integral/consume'))
    await page.locator('.adm-list-item', { hasText: '积分支付·在线问诊' }).getByText('-290').waitFor(WAIT)

    // The ¥360.00 service package needs 3600: §8's dialog, and nothing is paid.
    await page.goto(b.url('/internet-hospital/payment/SERVICE?orderCode=PO202611230003'))
    await page.locator('.adm-list-item', { hasText: '积分不足' }).click()
    await page.getByRole('dialog').getByText('您的账户当前积分不足').waitFor(WAIT)
    // Its link goes back to choose another service.
    await page.getByRole('button', { name: '返回选择其他服务' }).click()
    await page.waitForURL(b.url('/integral/consume'), WAIT)
    expect(b.pageErrors()).toEqual([])
  })
})

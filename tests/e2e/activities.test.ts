// Issue 32's activity pages as the demo resident 林晓燕 uses them: she signs up for the summer practice (a missing
// field caught, then 已报名 with what she sent, and no second sign-up); on 国庆健康季 she signs in for 10 points,
// once, and the balance follows.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openAsResident } from './session.ts'
import { settled } from './settle.ts'
import { fieldMessages, pickOption } from './form-fields.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

/** The row of a task on 国庆健康季, by its title. */
const taskRow = (page: Page, title: string) => page.locator('.edu-stack--nowrap').filter({ has: page.getByText(title, { exact: true }) })

describe('activities', () => {
  it('signs up for the summer practice once: 已报名 with what was sent', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/user/summerPractice'))
    await page.getByRole('button', { name: '在线报名' }).click()
    await page.waitForURL(b.url('/user/summerPractice/apply'))
    await page.locator('#root_name').fill('林晓燕')
    await page.getByRole('button', { name: '提交报名' }).click()
    await expect
      .poll(() => fieldMessages(page), WAIT)
      .toEqual(expect.arrayContaining(['手机号不能为空', '请输入学校', '请选择年级', '请选择意向实践地点']))
    await page.locator('#root_phone').fill('13857101234')
    await page.locator('#root_school').fill('浙江中医药大学')
    await page.locator('#root_major').fill('临床医学')
    await pickOption(page, 'grade', '大三')
    await pickOption(page, 'community', '翠苑街道社区卫生服务中心')
    await pickOption(page, 'period', '7月下旬')
    await page.getByRole('button', { name: '提交报名' }).click()
    await page.getByText('报名成功', { exact: true }).waitFor(WAIT)
    await page.waitForURL(b.url('/user/summerPractice'))
    await page.getByText('我的报名', { exact: true }).waitFor(WAIT)
    await page.getByText('浙江中医药大学', { exact: true }).waitFor(WAIT)
    await page.getByText('临床医学 · 大三', { exact: true }).waitFor(WAIT)
    await page.getByText('7月下旬', { exact: true }).waitFor(WAIT)
    await page.getByRole('button', { name: '已报名' }).waitFor(WAIT)
    expect(await page.getByRole('button', { name: '在线报名' }).count()).toBe(0)

    // The form's own address again: it says so, and offers no second sign-up.
    await page.goto(b.url('/user/summerPractice/apply'))
    await page.getByText('你已报名', { exact: true }).waitFor(WAIT)
    expect(await page.getByRole('button', { name: '提交报名' }).count()).toBe(0)
  })

  it('signs in on 国庆健康季 for 10 points, once a day', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/activity/nationalDay'))
    await page.getByText('今日已得 0 积分', { exact: true }).waitFor(WAIT)
    // The balance reads 0 until the account and the tasks have answered (under load it was read too soon once).
    await settled(page)
    const balance = Number(await page.locator('.edu-text--title').first().innerText())
    expect(balance).toBeGreaterThan(0)
    await taskRow(page, '每日签到').getByRole('button', { name: '签到' }).click()
    await page.getByText('+10积分', { exact: true }).waitFor(WAIT)
    await taskRow(page, '每日签到').getByRole('button', { name: '已完成' }).waitFor(WAIT)
    await page.getByText('今日已得 10 积分', { exact: true }).waitFor(WAIT)
    await expect.poll(() => page.locator('.edu-text--title').first().innerText(), WAIT).toBe(String(balance + 10))

    // Kept by the backend: a reload shows it done, and the other tasks still to do with where to do them.
    await page.reload()
    await taskRow(page, '每日签到').getByRole('button', { name: '已完成' }).waitFor(WAIT)
    await taskRow(page, '完成一次心理健康测评').getByRole('button', { name: '去完成' }).click()
    await page.waitForURL(b.url('/health/health-assessment/list'))
  })
})

// Account and money (issue 12 items 1, 2, 6) in Chromium against the built app and the embedded backend:
// real-name certification as the demo doctor (a wrong ID number is caught with nothing typed lost, the right
// one goes to review, the 调试 panel approves it), paying one order on the simulated provider's page and
// cancelling another, and adding a family member and switching to them; a certified doctor's user centre leads
// to his certification.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { pngFile } from './pictures.ts'
import { openLoggedIn } from './session.ts'
import { fieldMessages, pickOption } from './form-fields.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

async function openAs(page: Page, who: '医生' | '居民', path: string): Promise<void> {
  await openLoggedIn(page, b.url(path), new RegExp(`以演示${who}登录`))
}

describe('account and money', () => {
  it('certifies the demo doctor: a wrong ID number is refused with everything kept, the right one is reviewed and approved', async () => {
    const page = b.page()
    await openAs(page, '医生', '/user/cert/realname')
    await page.locator('#root_name').fill('陈立新')
    // The seed's number for him has a wrong check character (GB 11643 wants 4 at the end).
    await page.locator('#root_idCardNo').fill('330106198203154231')
    await page.locator('input[data-photos-for="root_idCardFront"]').setInputFiles(pngFile('front.png'))
    await page.getByRole('img', { name: '身份证人像面照片' }).waitFor(WAIT)
    await page.locator('input[data-photos-for="root_idCardBack"]').setInputFiles(pngFile('back.png'))
    await page.getByRole('img', { name: '身份证国徽面照片' }).waitFor(WAIT)
    expect(await page.getByRole('img', { name: '身份证人像面照片' }).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)

    await page.getByRole('button', { name: '提交认证' }).click()
    await expect.poll(() => fieldMessages(page), WAIT).toEqual(['请输入正确的身份证号码'])
    expect(page.url()).toBe(b.url('/user/cert/realname'))
    expect(await page.locator('#root_name').inputValue()).toBe('陈立新')
    expect(await page.locator('#root_idCardNo').inputValue()).toBe('330106198203154231')
    expect(await page.getByRole('img', { name: /身份证.*照片/ }).count()).toBe(2)

    await page.locator('#root_idCardNo').fill('330106198203154234')
    await expect.poll(() => fieldMessages(page), WAIT).toEqual([])
    await page.getByRole('button', { name: '提交认证' }).click()
    await page.waitForURL(b.url('/user/cert/checkName/detailInfo'), WAIT)
    await page.getByText('审核中', { exact: true }).first().waitFor(WAIT)
    await page.getByText('3301**********4234').waitFor(WAIT)

    await page.getByRole('button', { name: '调试' }).click()
    await page.getByRole('button', { name: '通过待审认证' }).click()
    await page.getByText('已处理 1 项认证，刷新页面查看').waitFor(WAIT)
    await page.reload()
    await page.getByText('已认证', { exact: true }).first().waitFor(WAIT)
    expect(await page.getByText('审核中', { exact: true }).count()).toBe(0)
  })

  it("a certified doctor's 医师资格认证 row opens his certification, not a blank application", async () => {
    const page = b.page()
    await openAs(page, '医生', '/doctor/client/user-center')
    await page.locator('.adm-list-item', { hasText: '医师资格认证' }).click()
    await page.waitForURL(b.url('/user/cert/detail/qualification'), WAIT)
    await page.getByText('已认证', { exact: true }).first().waitFor(WAIT)
    await page.getByText('主治医师').first().waitFor(WAIT)
  })

  it('pays an order on the simulated provider and shows success; cancels another and shows failure', async () => {
    const page = b.page()
    await openAs(page, '居民', '/pay/payment?orderCode=PO202611230001')
    await page.getByText('图文问诊 · 陈立新 主治医师').waitFor(WAIT)
    await page.getByRole('button', { name: '确认支付 ¥29.00' }).click()
    await page.waitForURL(/\/edu\/__mock\/pay\/wappay\?/, WAIT)
    await page.getByText('¥29.00').waitFor(WAIT)
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.waitForURL(b.url('/pay/payment?orderCode=PO202611230001'), WAIT)
    // The provider's callback comes a moment later: first 确认中, then the polled result.
    await page.getByText('支付成功', { exact: true }).waitFor(WAIT)
    expect(await page.getByRole('button', { name: /确认支付/ }).count()).toBe(0)

    await page.goto(b.url('/internet-hospital/payment/PRESCRIPTION?orderCode=PO202611230002'))
    await page.getByText('处方购药').waitFor(WAIT)
    await page.getByRole('button', { name: '确认支付 ¥86.50' }).click()
    await page.waitForURL(/\/edu\/__mock\/pay\/wappay\?/, WAIT)
    await page.getByRole('button', { name: '取消支付' }).click()
    await page.waitForURL(b.url('/internet-hospital/payment/PRESCRIPTION?orderCode=PO202611230002'), WAIT)
    await page.getByText('支付失败', { exact: true }).waitFor(WAIT)
    await page.getByText(/您已取消支付/).waitFor(WAIT)
    await page.getByRole('button', { name: '重新支付 ¥86.50' }).waitFor(WAIT)
  })

  it("adds a family member with the spec's messages, then switches to them and removes them after a confirm", async () => {
    const page = b.page()
    await openAs(page, '居民', '/user/family-management-list')
    await page.getByText('林国强', { exact: true }).waitFor(WAIT)
    await page.getByRole('button', { name: '添加家庭成员' }).click()
    await page.waitForURL(b.url('/user/family_member/add'))
    await page.locator('#root_name').waitFor(WAIT)
    await page.getByRole('button', { name: '确认添加' }).click()
    await expect.poll(() => fieldMessages(page), WAIT).toEqual(['请选择与本人关系', '请输入姓名', '请输入身份证号', '手机号不能为空'])

    await pickOption(page, 'relation', '其他')
    await page.locator('#root_name').fill('陈桂芳')
    await page.locator('#root_idCardNo').fill('330106195503124427')
    await page.locator('#root_phone').fill('1390571668')
    await page.getByRole('button', { name: '确认添加' }).click()
    await expect.poll(() => fieldMessages(page), WAIT).toEqual(['请输入正确的身份证号码', '请填写有效的手机号'])
    await page.locator('#root_idCardNo').fill('330106195503124420')
    await page.locator('#root_phone').fill('13905716688')
    await page.getByRole('button', { name: '确认添加' }).click()
    await page.waitForURL(b.url('/user/family-management-list'), WAIT)
    await page.getByText('陈桂芳', { exact: true }).waitFor(WAIT)

    await page.getByRole('button', { name: '切换为陈桂芳' }).click()
    await page.getByText('已切换为陈桂芳').waitFor(WAIT)
    await expect.poll(() => page.getByRole('button', { name: '切换为陈桂芳' }).count(), WAIT).toBe(0)
    await page.getByText('当前成员', { exact: true }).waitFor(WAIT)
    await expect.poll(() => page.getByRole('button', { name: '切换为林晓燕' }).count(), WAIT).toBe(1)

    await page.getByRole('button', { name: '移除陈桂芳' }).click()
    await page.getByRole('dialog').getByText('确定将陈桂芳从家庭成员中移除吗？', { exact: false }).waitFor(WAIT)
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => page.getByText('陈桂芳', { exact: true }).count(), WAIT).toBe(0)
  })
})

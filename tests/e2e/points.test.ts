// The points system, withdrawals and invitations (issue 12 items 3-4) in Chromium against the built app and the
// embedded backend: exchanging with too few points (积分不足), exchanging with enough (the new balance, and the
// bill line on the points detail screen), withdrawing with the tax shown before confirming, and an invite
// landing whose shareUserCode is kept through the login and binds the invitee to the inviter.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openLoggedIn as openAs } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
/** The demo doctor's account code and invitation code (src/mock-api/seed: accounts.ts, wallet.ts). */
const DEMO_DOCTOR = '7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'
const DOCTOR_SHARE_CODE = 'U7D3F9A2C1B'

interface World {
  points: Record<string, { account: { accountConsumeAmount: number; accountCashableAmount: number } }>
  invitations?: { inviterCode: string; inviteeName: string }[]
}

async function openLoggedIn(page: Page, path: string, who: '医生' | '居民' = '医生'): Promise<void> {
  await openAs(page, b.url(path), new RegExp(`以演示${who}登录`))
  await page.waitForFunction(() => !!window.__eduMock)
  // Reading the embedded backend's state is safe once the landing's calls have settled.
  await page.waitForLoadState('networkidle')
}

const world = (page: Page) => page.evaluate(() => window.__eduMock?.state() as unknown as World)
const doctorPoints = async (page: Page) => (await world(page)).points[DEMO_DOCTOR].account
const dialog = (page: Page): Locator => page.locator('.adm-modal, .adm-dialog').last()
const toast = (page: Page, text: string | RegExp) => page.locator('.adm-toast-main').getByText(text)
/** The 兑换 button of a shop item, by the item's name (each item is one row: picture, name, price, button). */
function exchangeButton(page: Page, skuName: string): Locator {
  const row = page
    .locator('.edu-stack')
    .filter({ has: page.getByText(skuName, { exact: true }) })
    .filter({ has: page.getByRole('button', { name: '兑换' }) })
  return row.last().getByRole('button', { name: '兑换' })
}

describe('points home', () => {
  it('answers an item dearer than the balance with the 积分不足 dialog and spends nothing', async () => {
    const page = b.page()
    await openLoggedIn(page, '/doctor/integral/system/home')
    const before = await doctorPoints(page)
    await page.getByText(String(before.accountConsumeAmount), { exact: true }).waitFor(WAIT)
    await exchangeButton(page, '超值健康礼包').click()
    const shown = dialog(page)
    await shown.getByText('积分不足', { exact: true }).waitFor(WAIT)
    await shown.getByText('您的账户当前积分不足', { exact: true }).waitFor()
    await shown.getByText('返回选择其他服务', { exact: true }).click()
    await shown.waitFor({ state: 'hidden' })
    // Still on the points home, nothing spent.
    expect(new URL(page.url()).pathname).toBe('/edu/doctor/integral/system/home')
    expect((await doctorPoints(page)).accountConsumeAmount).toBe(before.accountConsumeAmount)
    expect(b.pageErrors()).toEqual([])
  })

  it('exchanges with enough points: the new balance shows, and the points detail lists the exchange', async () => {
    const page = b.page()
    await openLoggedIn(page, '/doctor/integral/system/home')
    const before = (await doctorPoints(page)).accountConsumeAmount
    await page.getByText(String(before), { exact: true }).waitFor(WAIT)
    await exchangeButton(page, '图文问诊券').click()
    await dialog(page).getByText('将使用300积分兑换「图文问诊券」').waitFor(WAIT)
    await dialog(page).getByText('确定', { exact: true }).click()
    await toast(page, `兑换成功，剩余${before - 300}积分`).waitFor(WAIT)
    await page.getByText(String(before - 300), { exact: true }).waitFor(WAIT)
    expect((await doctorPoints(page)).accountConsumeAmount).toBe(before - 300)

    // The points detail screen: the balance, and this month's first entry is the exchange.
    await page.getByRole('button', { name: '积分明细' }).click()
    await page.waitForURL(/\/edu\/integral\/detail$/)
    await page.getByText(String(before - 300), { exact: true }).waitFor(WAIT)
    await page.locator('.edu-collapse__header').first().click()
    await page.getByText('兑换图文问诊券', { exact: true }).waitFor(WAIT)
    await page.getByText('-300', { exact: true }).first().waitFor()
    expect(b.pageErrors()).toEqual([])
  })
})

describe('withdraw', () => {
  it('refuses a too small amount keeping it, then shows the tax before confirming and lowers the cashable amount', async () => {
    const page = b.page()
    await openLoggedIn(page, '/integral/withdraw')
    const before = (await doctorPoints(page)).accountCashableAmount
    await page.getByText(`¥${before}`, { exact: true }).waitFor(WAIT)

    await page.locator('#root_amount').fill('5')
    await page.getByRole('button', { name: '提现' }).last().click()
    await page.getByText('单次提现金额不能低于10元').waitFor(WAIT)
    expect(await page.locator('#root_amount').inputValue()).toBe('5')

    await page.locator('#root_amount').fill('1000')
    await page.locator('#root_amount').blur()
    // The tax is shown on the page as soon as the amount is typed (and again in the confirmation).
    await page.getByText('代扣个人所得税 ¥40，实际到账 ¥960').waitFor(WAIT)
    await page.locator('#root_cardId').click()
    const picker = page.locator('.root_cardId__picker')
    await picker.locator('.adm-picker-view-column-item', { hasText: '中国工商银行（尾号6218）' }).first().waitFor(WAIT)
    await page.waitForTimeout(100)
    await picker.getByText('确定', { exact: true }).click()
    await picker.locator('.adm-picker').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: '提现' }).last().click()
    const confirm = dialog(page)
    await confirm.getByText('提现金额 ¥1000，代扣个人所得税 ¥40，实际到账 ¥960').waitFor(WAIT)
    expect((await doctorPoints(page)).accountCashableAmount).toBe(before)
    await confirm.getByText('确认提现', { exact: true }).last().click()
    await toast(page, '提现申请已提交，预计1~3个工作日到账').waitFor(WAIT)
    await page.getByText(`¥${before - 1000}`, { exact: true }).waitFor(WAIT)
    expect((await doctorPoints(page)).accountCashableAmount).toBe(before - 1000)
    expect(b.pageErrors()).toEqual([])
  })
})

describe('bank cards', () => {
  it('adds a card: a wrong number is refused with a clear message and nothing typed is lost, then the list shows it', async () => {
    const page = b.page()
    await openLoggedIn(page, '/integral/bank-card/list')
    await page.getByText('**** **** **** 6218').waitFor(WAIT)
    await page.getByRole('button', { name: '添加银行卡' }).click()
    await page.waitForURL(/\/edu\/integral\/bank-card\/add$/)
    await page.locator('#root_holderName').fill('陈立新')
    await page.locator('#root_cardNo').fill('62148357')
    await page.locator('#root_bankName').click()
    const picker = page.locator('.root_bankName__picker')
    await picker.locator('.adm-picker-view-column-item', { hasText: '招商银行' }).first().click()
    await page.waitForTimeout(100)
    await picker.getByText('确定', { exact: true }).click()
    await picker.locator('.adm-picker').waitFor({ state: 'hidden' })
    await page.locator('#root_phone').fill('13957112345')
    await page.getByRole('button', { name: '确认添加' }).click()
    await page.getByText('请填写正确的银行卡号').first().waitFor(WAIT)
    // Sixteen to nineteen digits, but not a card number (its check digit is wrong): the backend says so.
    await page.locator('#root_cardNo').fill('6214835710208890001')
    await page.getByRole('button', { name: '确认添加' }).click()
    await toast(page, '请填写正确的银行卡号').waitFor(WAIT)
    expect(await page.locator('#root_cardNo').inputValue()).toBe('6214835710208890001')
    expect(await page.locator('#root_phone').inputValue()).toBe('13957112345')
    await page.locator('#root_cardNo').fill('6214835710208890000')
    await page.getByRole('button', { name: '确认添加' }).click()
    await toast(page, '添加成功').waitFor(WAIT)
    await page.waitForURL(/\/edu\/integral\/bank-card\/list$/)
    await page.getByText('**** **** **** 0000').waitFor(WAIT)
    expect(b.pageErrors()).toEqual([])
  })
})

describe('invitations', () => {
  it('keeps the shareUserCode of an invite landing through the login, which binds the invitee to the inviter', async () => {
    const page = b.page()
    await page.goto(b.url(`/invite/landing?shareUserCode=${DOCTOR_SHARE_CODE}`))
    await page.getByText('医生陈立新邀请您加入大专家').waitFor(WAIT)
    expect(await page.evaluate(() => sessionStorage.getItem('shareUserCode'))).toBe(DOCTOR_SHARE_CODE)

    await page.getByRole('button', { name: '接受邀请，注册 / 登录' }).click()
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    expect(new URL(page.url()).searchParams.get('shareUserCode')).toBe(DOCTOR_SHARE_CODE)
    await page.getByText(/以演示居民登录/).click()
    await page.waitForURL(/\/edu\/invite\/landing\?shareUserCode=/)
    await page.getByText('已接受陈立新的邀请').waitFor(WAIT)
    await page.waitForFunction(() => !!window.__eduMock)
    expect((await world(page)).invitations).toContainEqual({
      inviterCode: DOCTOR_SHARE_CODE,
      inviteeName: '林晓燕',
      inviteeRole: 'resident',
      registerTime: expect.any(String),
      certified: false,
      rewardPoint: 0,
    })
    expect(b.pageErrors()).toEqual([])
  })

  it("shows the doctor's share card with its QR code and the people he invited", async () => {
    const page = b.page()
    await openLoggedIn(page, '/doctor/invite/new/user')
    await page.getByText(`我的邀请码：${DOCTOR_SHARE_CODE}`).waitFor(WAIT)
    await page.getByRole('img', { name: '邀请二维码，好友扫码注册' }).waitFor(WAIT)
    await page.getByText('周** · 医生').waitFor(WAIT)
    await page.getByText('李** · 居民').waitFor()
    expect(b.pageErrors()).toEqual([])
  })
})

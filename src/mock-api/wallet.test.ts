// The points shop, bank cards, withdrawals and invitations of the embedded backend.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openSession } from './idp'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { shareUserCodeOf, withdrawTax } from './seed/wallet'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

async function answer(name: string, args: unknown, token: string) {
  const { body } = await sendCall(name, args, { token, doctorPage: false })
  return body as { code: string; msg: string; data: Record<string, unknown> & Array<Record<string, unknown>> }
}

async function data(name: string, args: unknown, token: string) {
  const body = await answer(name, args, token)
  expect(body.code, body.msg).toBe('000000')
  return body.data
}

const balanceOf = (accountCode: string) => mockBackend.store.state.points[accountCode].account.accountConsumeAmount

describe('exchanging points', () => {
  it('refuses an item dearer than the balance with 积分不足 wording, and spends nothing', async () => {
    const token = loginAs('resident')
    const before = balanceOf(DEMO_RESIDENT.accountCode)
    const body = await answer('points.exchange', { skuCode: 'SKU20031' }, token)
    expect(body).toMatchObject({ code: '125000420', msg: '您的账户当前积分不足' })
    expect(balanceOf(DEMO_RESIDENT.accountCode)).toBe(before)
  })

  it('lowers the balance and adds an expense line to this month of the bill', async () => {
    const token = loginAs('resident')
    const before = balanceOf(DEMO_RESIDENT.accountCode)
    expect(await data('points.exchange', { skuCode: 'SKU10021' }, token)).toMatchObject({
      skuName: '图文问诊券',
      point: 300,
      balance: before - 300,
    })
    expect((await data('points.account', undefined, token)).accountConsumeAmount).toBe(before - 300)
    const page = await data('points.bills', { current: 1, size: 10 }, token)
    const month = (page.records as Array<{ billInfoList: unknown[] }>)[0]
    expect(month.billInfoList[0]).toMatchObject({ frontBillType: '兑换图文问诊券', billType: 'EXPEND', dealAmount: 300 })
  })
})

describe('withdrawing', () => {
  it('withholds tax as on labour remuneration', () => {
    expect(withdrawTax(800)).toBe(0)
    expect(withdrawTax(1000)).toBe(40)
    expect(withdrawTax(5000)).toBe(800)
  })

  it('quotes the tax, pays to a card of the holder and lowers the cashable amount', async () => {
    const token = loginAs('doctor')
    const cashable = mockBackend.store.state.points[DEMO_DOCTOR.accountCode].account.accountCashableAmount
    expect(await data('wallet.tax', { amount: 1000 }, token)).toEqual({ amount: 1000, tax: 40, actualAmount: 960 })
    const cards = await data('wallet.bankCards', undefined, token)
    expect(cards).toEqual([expect.objectContaining({ cardId: 'BC0001', cardLabel: '中国工商银行（尾号6218）' })])
    const done = await data('wallet.withdraw', { amount: 100, cardId: 'BC0001' }, token)
    expect(done).toMatchObject({ amount: 100, tax: 0, actualAmount: 100, statusName: '审核中', cashableAmount: cashable - 100 })
    expect((await answer('wallet.withdraw', { amount: 5, cardId: 'BC0001' }, token)).msg).toBe('单次提现金额不能低于10元')
    expect((await answer('wallet.withdraw', { amount: 100, cardId: 'NOPE' }, token)).msg).toBe('请选择到账银行卡')
  })

  it('adds a card only in the certified name and with a valid number', async () => {
    const token = loginAs('doctor')
    const card = { holderName: '陈立新', cardNo: '6214835710208890000', bankName: '招商银行', phone: '13957112345' }
    expect((await answer('wallet.addBankCard', { ...card, holderName: '陈立' }, token)).msg).toBe('持卡人姓名与实名认证信息不一致')
    expect((await answer('wallet.addBankCard', { ...card, cardNo: '6214835710208890001' }, token)).msg).toBe('请填写正确的银行卡号')
    expect(await data('wallet.addBankCard', card, token)).toMatchObject({ cardLabel: '招商银行（尾号0000）', isDefault: false })
    expect(await data('wallet.bankCards', undefined, token)).toHaveLength(2)
  })
})

describe('invitations', () => {
  it('names the inviter of a code, and binds whoever logs in carrying it', async () => {
    const code = shareUserCodeOf(DEMO_DOCTOR)
    const doctor = loginAs('doctor')
    const anonymous = await sendCall('invite.inviter', { shareUserCode: code }, { doctorPage: false })
    expect(anonymous.body.data).toMatchObject({ name: '陈立新', roleName: '医生' })
    expect(await data('invite.myCard', undefined, doctor)).toMatchObject({
      shareUserCode: code,
      landingPath: `/invite/landing?shareUserCode=${code}`,
      invitedCount: 3,
    })
    openSession(mockBackend.store, 'resident', code)
    const page = await data('invite.invitedList', { current: 1, size: 10 }, doctor)
    expect(page.total).toBe(4)
    expect(page.records).toContainEqual(expect.objectContaining({ name: '林**', statusName: '待实名认证' }))
    // One's own code binds nobody.
    openSession(mockBackend.store, 'doctor', code)
    expect((await data('invite.invitedList', { current: 1, size: 10 }, doctor)).total).toBe(4)
  })
})

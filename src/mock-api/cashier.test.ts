// The cashier stand (SPEC §7): what an order costs in consume points, paying with them (the order paid at once,
// the balance and the consume-info query showing the spending), and 积分不足 when they do not cover it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { DEMO_RESIDENT } from './seed/accounts'
import { ORDER_CODES } from './seed/orders'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Cashier {
  availablePoint: number
  orderPoint: number
  pointEnough: boolean
}

describe('the cashier stand', () => {
  it('prices an order in points, pays it with them and lists the spending', async () => {
    const token = loginAs('resident')
    const order = { orderCode: ORDER_CODES.consultation }
    const before = await dataOf<Cashier>('points.cashierStand', order, token)
    // ¥29.00 at 10 points a yuan.
    expect(before).toMatchObject({ orderPoint: 290, pointEnough: true })
    const paid = await dataOf<{ status: string; payMethod: string }>('payment.payWithPoints', order, token)
    expect(paid).toMatchObject({ status: 'PAID', payMethod: 'POINTS' })
    const after = await dataOf<Cashier>('points.cashierStand', {}, token)
    expect(after.availablePoint).toBe(before.availablePoint - 290)
    const spent = await dataOf<{ records: Array<{ frontBillType: string; dealAmount: number }> }>(
      'points.consumeInfo',
      { current: 1, size: 10 },
      token,
    )
    expect(spent.records[0]).toMatchObject({ frontBillType: '积分支付·在线问诊', dealAmount: 290 })
    const again = await sendCall('payment.payWithPoints', order, { token })
    expect(again.body.msg).toBe('订单已支付，请勿重复支付')
  })

  it('refuses with 积分不足 when the points do not cover the order', async () => {
    const token = loginAs('resident')
    mockBackend.store.update((state) => {
      const points = state.points[DEMO_RESIDENT.accountCode]
      if (points) points.account.accountConsumeAmount = 100
    })
    const order = { orderCode: ORDER_CODES.servicePackage }
    expect(await dataOf<Cashier>('points.cashierStand', order, token)).toMatchObject({ orderPoint: 3600, pointEnough: false })
    const refused = await sendCall('payment.payWithPoints', order, { token })
    expect(refused.body).toMatchObject({ code: '125000418', msg: '您的账户当前积分不足' })
    expect(await dataOf<{ status: string }>('payment.order', order, token)).toMatchObject({ status: 'UNPAID' })
  })

  it("gives the demo doctor's course order a price he can pay (the contract test pays it)", async () => {
    const cashier = await dataOf<Cashier>('points.cashierStand', { orderCode: ORDER_CODES.course }, loginAs('doctor'))
    expect(cashier.pointEnough).toBe(true)
  })
})

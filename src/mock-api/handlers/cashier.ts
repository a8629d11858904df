import { errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import type { MockState } from '../state'
import { me, text, type CallContext } from './context'
import { findOrder, orderView, settleIfDue } from './payment'

// The cashier stand (SPEC §7 GET /reabs/cashier_stand): what the caller's consume points pay. With an orderCode it
// says how many points that order costs and whether the balance covers it (积分支付 enabled), so the payment
// screen offers points beside WeChat Pay; POST …/pay spends them: the order is paid at once and the spending shows
// in the points bill and in the consume-info query (EXPEND entries).
export const POINTS_PER_YUAN = 10

const pointsFor = (amountFen: number) => Math.ceil((amountFen / 100) * POINTS_PER_YUAN)

function balanceOf(state: MockState, accountCode: string) {
  return state.points[accountCode]
}

export function cashierStand(context: CallContext) {
  const account = me(context)
  const code = text(context, 'orderCode')
  const order = code ? findOrder(context.store.state, code, account.accountCode) : undefined
  const points = balanceOf(context.store.state, account.accountCode)?.account
  const available = points?.accountConsumeAmount ?? 0
  const orderPoint = order ? pointsFor(order.amount) : 0
  const enough = available > 0 && available >= orderPoint
  return {
    availablePoint: available,
    expirePoint: points?.accountConsumeAmountExpire ?? 0,
    exchangeRate: POINTS_PER_YUAN,
    orderPoint,
    pointEnough: enough,
    payChannels: [
      { channelCode: 'POINT' as const, channelName: '积分支付', enabled: enough },
      { channelCode: 'WXPAY' as const, channelName: '微信支付', enabled: true },
    ],
  }
}

export function payWithPoints(context: CallContext) {
  const account = me(context)
  return context.store.update((state) => {
    const order = findOrder(state, text(context, 'orderCode'), account.accountCode)
    if (!order) throw errors.notFound('订单')
    settleIfDue(order, context.now)
    if (order.status === 'PAID') throw errors.forbidden('订单已支付，请勿重复支付')
    if (order.status === 'PAYING') throw errors.forbidden('订单支付确认中，请稍后查看结果')
    const need = pointsFor(order.amount)
    const points = balanceOf(state, account.accountCode)
    if (!points || points.account.accountConsumeAmount < need) throw errors.forbidden('您的账户当前积分不足')
    points.account.accountConsumeAmount -= need
    points.account.accountConsumeAmountExpire = Math.min(points.account.accountConsumeAmountExpire, points.account.accountConsumeAmount)
    const month = points.months[0]
    const paidAt = formatDateTime(context.now)
    if (month) {
      month.usedPoint += need
      month.billInfoList.unshift({ frontBillType: `积分支付·${order.typeName}`, createTime: paidAt, billType: 'EXPEND', dealAmount: need })
    }
    Object.assign(order, { status: 'PAID', payMethod: 'POINTS', payTime: paidAt, failReason: null })
    return orderView(order)
  })
}

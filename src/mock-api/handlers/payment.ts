import { APP_BASE } from '../../platform/app-path'
import { errors } from '../errors'
import type { MockOrder, MockState } from '../state'
import type { MockStore } from '../store'
import { payWithPoints } from './cashier'
import { me, text, type CallContext, defineHandlers } from './context'

// Payment (SPEC §7): an order's summary and status, and the two ways to pay by host: WeChat JSAPI inside WeChat
// (GET /bdc/payment/wxpay/oapay answers the parameters WeixinJSBridge takes) and H5 elsewhere (GET …/wappay
// answers the provider's page). The provider's page is played by pay-page.ts; when the payer confirms or
// cancels there, the provider's callback reaches the backend a moment later (NOTIFY_DELAY_MS), and until then
// the order is PAYING, so the result screen has something to poll.
export const MOCK_PAY_PATH = `${APP_BASE}/__mock/pay/wappay`
export const NOTIFY_DELAY_MS = 1500
const STATUS_NAMES: Record<MockOrder['status'], string> = { UNPAID: '待支付', PAYING: '支付确认中', PAID: '支付成功', FAILED: '支付失败' }
export const CANCELLED_REASON = '您已取消支付'

/** The provider's callback, once it is due: the order becomes PAID or FAILED. */
export function settleIfDue(order: MockOrder, now: Date): void {
  if (order.status !== 'PAYING' || !order.pendingOutcome || (order.notifyAt ?? 0) > now.getTime()) return
  order.status = order.pendingOutcome
  order.payTime =
    order.pendingOutcome === 'PAID' ? new Date(order.notifyAt ?? now.getTime()).toISOString().slice(0, 19).replace('T', ' ') : null
  order.failReason = order.pendingOutcome === 'FAILED' ? CANCELLED_REASON : null
  delete order.pendingOutcome
  delete order.notifyAt
}

function ownOrder(context: CallContext): MockOrder {
  const account = me(context)
  const code = text(context, 'orderCode')
  return context.store.update((state) => {
    const order = state.orders[code]
    if (!order || order.accountCode !== account.accountCode) throw errors.notFound('订单')
    settleIfDue(order, context.now)
    return order
  })
}

export function orderView(order: MockOrder) {
  const { pendingOutcome: _outcome, notifyAt: _at, accountCode: _account, ...shown } = order
  return { ...shown, statusName: STATUS_NAMES[order.status], amountText: (order.amount / 100).toFixed(2) }
}

function payable(context: CallContext): MockOrder {
  const order = ownOrder(context)
  if (order.status === 'PAID') throw errors.forbidden('订单已支付，请勿重复支付')
  if (order.status === 'PAYING') throw errors.forbidden('订单支付确认中，请稍后查看结果')
  return order
}

function oaPay(context: CallContext) {
  const order = payable(context)
  context.store.update((state) => {
    state.orders[order.orderCode].payMethod = 'WXPAY_JSAPI'
  })
  const nonce = `${order.orderCode}${context.store.state.serial}`.slice(-16)
  return {
    appId: 'wx8d1c0f6a3e2b4c5d',
    timeStamp: String(Math.floor(context.now.getTime() / 1000)),
    nonceStr: nonce,
    package: `prepay_id=wx${order.orderCode}`,
    signType: 'RSA',
    paySign: `mock-${nonce}`,
  }
}

function wapPay(context: CallContext) {
  const order = payable(context)
  context.store.update((state) => {
    state.orders[order.orderCode].payMethod = 'WAPPAY'
  })
  const back = text(context, 'returnUrl')
  const query = new URLSearchParams({ orderCode: order.orderCode, redirect_url: back })
  return { payUrl: `${MOCK_PAY_PATH}?${query}` }
}

/** The caller's own order, or undefined (its callback is not settled here). */
export function findOrder(state: MockState, orderCode: string, accountCode: string): MockOrder | undefined {
  const order = state.orders[orderCode]
  return order?.accountCode === accountCode ? order : undefined
}

/** Keep a new order to pay (the internet hospital's consultations place theirs here). */
export function placeOrder(state: MockState, order: MockOrder): void {
  state.orders[order.orderCode] = order
}

/** An order's status once any callback due has come (a write: the callback settles it). */
export function orderStatus(state: MockState, now: Date, orderCode: string): MockOrder['status'] | undefined {
  const order = state.orders[orderCode]
  if (order) settleIfDue(order, now)
  return order?.status
}

/** What the provider's page does when the payer decides: its callback is due NOTIFY_DELAY_MS later. */
export function providerDecision(store: MockStore, orderCode: string, outcome: 'PAID' | 'FAILED', now: Date): MockOrder | undefined {
  return store.update((state) => {
    const order = state.orders[orderCode]
    if (!order || order.status === 'PAID') return order
    Object.assign(order, { status: 'PAYING', pendingOutcome: outcome, notifyAt: now.getTime() + NOTIFY_DELAY_MS })
    return order
  })
}

/** The order as the provider's page shows it (no login there: the provider knows the order only). */
export function providerOrder(store: MockStore, orderCode: string): MockOrder | undefined {
  return store.state.orders[orderCode]
}

export const paymentHandlers = defineHandlers({
  'payment.order': (c) => orderView(ownOrder(c)),
  'payment.payWithPoints': payWithPoints,
  'payment.wxpayOfficialAccount': oaPay,
  'payment.wxpayWap': wapPay,
})

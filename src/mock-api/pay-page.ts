import { escapeMarkup } from './markup'
import { safeRedirect } from './idp'
import { MOCK_PAY_PATH, providerDecision, providerOrder } from './handlers/payment'
import type { MockStore } from './store'

// The payment provider's H5 cashier as the embedded backend plays it (GET …/wappay sends the payer here): the
// order and its amount, 确认支付 and 取消支付. Either decision reaches the backend as the provider's callback
// (providerDecision) and the payer goes back to redirect_url, where the app polls the result. Drawn by the
// browser backend at start, like the identity provider's page: a service worker never sees page navigations.

const button = (id: string, label: string, primary: boolean) =>
  `<button type="button" id="${id}" style="display:block;width:100%;min-height:48px;margin:12px 0 0;border-radius:8px;font-size:17px;` +
  (primary ? 'border:0;background:#07c160;color:#fff' : 'border:1px solid #d5d5d5;background:#fff;color:#333') +
  `">${label}</button>`

export function takeOverPayPage(store: MockStore, at: Location = location, now = () => new Date()): boolean {
  if (at.pathname !== MOCK_PAY_PATH) return false
  const search = new URLSearchParams(at.search)
  const orderCode = search.get('orderCode') ?? ''
  const back = safeRedirect(search.get('redirect_url'), at.origin)
  const order = providerOrder(store, orderCode)
  document.title = '模拟收银台'
  const page = document.createElement('main')
  page.setAttribute(
    'style',
    "position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#f7f8fa;padding:32px 24px;font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;color:#333",
  )
  page.innerHTML = order
    ? `<h1 style="font-size:20px;margin:0 0 4px">模拟收银台</h1>` +
      `<p style="font-size:13px;color:#6e6e6e;margin:0 0 24px">开发与测试用的模拟支付，不会真实扣款。</p>` +
      `<p style="font-size:15px;margin:0 0 8px">${escapeMarkup(order.title)}</p>` +
      `<p style="font-size:32px;font-weight:600;margin:0 0 24px" aria-label="支付金额">¥${(order.amount / 100).toFixed(2)}</p>` +
      button('mock-pay-confirm', '确认支付', true) +
      button('mock-pay-cancel', '取消支付', false)
    : `<h1 style="font-size:20px">订单不存在</h1>` + button('mock-pay-cancel', '返回', false)
  document.body.appendChild(page)
  const decide = (outcome: 'PAID' | 'FAILED') => {
    if (order) providerDecision(store, orderCode, outcome, now())
    at.replace(back)
  }
  page.querySelector('#mock-pay-confirm')?.addEventListener('click', () => decide('PAID'))
  page.querySelector('#mock-pay-cancel')?.addEventListener('click', () => decide('FAILED'))
  return true
}

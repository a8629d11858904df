// The `pay` action (SPEC §7): the way to pay depends on the host. Inside WeChat's browser the order is paid in
// place through WeixinJSBridge (GET /bdc/payment/wxpay/oapay gives its parameters); anywhere else the payer goes
// to the provider's H5 page (GET …/wappay), which sends them back to returnTo. The result screen polls the
// order, since the provider's callback, not the browser, says whether it was paid.
import type { ActionHandler, ActionOf } from '../../engine'
import { APP_BASE } from '../../platform/app-path'
import { followableDestination } from '../../platform/followable'
import { detectHost, type HostKind } from '../../platform/host'

interface WeixinJSBridge {
  invoke: (name: 'getBrandWCPayRequest', params: Record<string, string>, done: (result: { err_msg?: string }) => void) => void
}

export interface PayDeps {
  host?: HostKind
  bridge?: () => WeixinJSBridge | undefined
  assign?: (href: string) => void
  origin?: string
}

const bridgeOf = () => (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge

/** WeChat's answer: ok, cancel or fail; the result screen learns which from the backend either way. */
function payInWeChat(bridge: WeixinJSBridge, params: Record<string, string>): Promise<string> {
  return new Promise((resolve) => bridge.invoke('getBrandWCPayRequest', params, (result) => resolve(result.err_msg ?? '')))
}

export function createPayAction(deps: PayDeps = {}): ActionHandler<ActionOf<'pay'>> {
  return async (a, { services }) => {
    const orderCode = String(a.orderCode ?? '') // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- a {{ }} template may resolve to a number, whatever the generated type says
    const returnTo = String(a.returnTo ?? '') // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- a {{ }} template may resolve to a number, whatever the generated type says
    const host = deps.host ?? detectHost()
    const bridge = (deps.bridge ?? bridgeOf)()
    if (host === 'wx' && bridge) {
      const params = await services.call('payment.wxpayOfficialAccount', { orderCode })
      const { appId, timeStamp, nonceStr, package: prepay, signType, paySign } = params
      const outcome = await payInWeChat(bridge, { appId, timeStamp, nonceStr, package: prepay, signType, paySign })
      services.navigate(returnTo, { replace: true })
      return { method: 'WXPAY_JSAPI', outcome }
    }
    const origin = deps.origin ?? location.origin
    const returnUrl = `${origin}${APP_BASE}${returnTo.startsWith('/') ? returnTo : `/${returnTo}`}`
    const { payUrl } = await services.call('payment.wxpayWap', { orderCode, returnUrl })
    // The provider's address comes from the server: followed only on this site or an allowed host.
    const destination = followableDestination(payUrl, { origin })
    if (destination.refused) throw new Error(`payment page refused: ${payUrl}`)
    const href = destination.kind === 'external' ? destination.href : `${origin}${APP_BASE}${destination.path}`
    ;(deps.assign ?? ((h: string) => window.location.assign(h)))(href)
    return { method: 'WAPPAY' }
  }
}

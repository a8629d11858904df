// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createFakeServices } from '../../engine/testing-engine'
import { createPayAction } from './pay-action'

const action = { action: 'pay', orderCode: 'PO202611230001', returnTo: '/pay/payment?orderCode=PO202611230001' } as const
const jsapi = {
  appId: 'wx8d1c0f6a3e2b4c5d',
  timeStamp: '1763900000',
  nonceStr: 'N1',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 'S1',
}

describe('the pay action', () => {
  it("outside WeChat sends the payer to the provider's page, with the address to come back to", async () => {
    const services = createFakeServices({ calls: { 'payment.wxpayWap': { payUrl: '/edu/__mock/pay/wappay?orderCode=PO202611230001' } } })
    const assign = vi.fn()
    await createPayAction({ host: 'web', assign, origin: 'http://localhost:5173', bridge: () => undefined })(action, { services } as never)
    expect(services.recorded.calls).toEqual([
      {
        name: 'payment.wxpayWap',
        args: { orderCode: 'PO202611230001', returnUrl: 'http://localhost:5173/edu/pay/payment?orderCode=PO202611230001' },
      },
    ])
    expect(assign).toHaveBeenCalledWith('http://localhost:5173/edu/__mock/pay/wappay?orderCode=PO202611230001')
  })

  it('refuses a provider address on a host nobody allowed', async () => {
    const services = createFakeServices({ calls: { 'payment.wxpayWap': { payUrl: 'https://evil.example.com/pay' } } })
    const assign = vi.fn()
    await expect(createPayAction({ host: 'web', assign, origin: 'http://localhost:5173' })(action, { services } as never)).rejects.toThrow(
      /refused/,
    )
    expect(assign).not.toHaveBeenCalled()
  })

  it('inside WeChat pays through WeixinJSBridge with the JSAPI parameters and shows the result', async () => {
    const services = createFakeServices({ calls: { 'payment.wxpayOfficialAccount': jsapi } })
    const invoke = vi.fn((_name: string, _params: Record<string, string>, done: (r: { err_msg?: string }) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    )
    const result = await createPayAction({ host: 'wx', bridge: () => ({ invoke }) })(action, { services } as never)
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi, expect.any(Function))
    expect(services.recorded.navigations).toEqual([{ to: action.returnTo, replace: true }])
    expect(result).toEqual({ method: 'WXPAY_JSAPI', outcome: 'get_brand_wcpay_request:ok' })
  })
})

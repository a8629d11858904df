// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestEngine } from '../../engine/testing'
import { loadJsSdk, WECHAT_SDK_URL, WECOM_SDK_URL, type WxSdk } from '../../platform/wechat-sdk'
import { configureJsSdk, jsSdkSignature, PARAMS_MISSING, TICKET_MISSING } from './js-sdk'
import { createShareAction } from './share'

const ticket = { appId: 'wx5d3c8a1f9b2e7640', ticket: 'T1', nonceStr: 'N1', timestamp: 1414587457 }
const share = {
  action: 'share',
  title: '高血压患者的饮食',
  summary: '少盐少油',
  link: '/news/view/N1',
  imgUrl: 'https://img.example.cn/icon.png',
} as const

function fakeSdk(modern: boolean) {
  const fns = {
    config: vi.fn(),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
    onMenuShareAppMessage: vi.fn(),
    onMenuShareTimeline: vi.fn(),
  }
  const sdk: WxSdk = {
    config: fns.config,
    ready: (callback) => void setTimeout(callback, 0),
    error: vi.fn(),
    onMenuShareAppMessage: fns.onMenuShareAppMessage,
    onMenuShareTimeline: fns.onMenuShareTimeline,
    ...(modern ? { updateAppMessageShareData: fns.updateAppMessageShareData, updateTimelineShareData: fns.updateTimelineShareData } : {}),
  }
  return Object.assign(sdk, { fns })
}

function run(host: 'wx' | 'wxwork' | 'web', sdk: WxSdk, answer: unknown = ticket) {
  const engine = createTestEngine({ calls: { 'wechat.jsapiTicket': answer, 'workWechat.jsapiTicket': answer } })
  const configure: typeof configureJsSdk = (call, h, url) => configureJsSdk(call, h, url, async () => sdk)
  const handler = createShareAction({ host, configure })
  return { engine, result: handler(share, { services: engine.services } as never) }
}

afterEach(() => {
  vi.restoreAllMocks()
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  delete window.wx
})

describe('the share action', () => {
  it('inside WeChat: gets the ticket, configures the SDK with the signature, and sets both share cards with the icon at 100×100', async () => {
    const sdk = fakeSdk(true)
    const { engine, result } = run('wx', sdk)
    await result
    const url = location.href.split('#')[0]
    expect(engine.recorded.calls).toEqual([{ name: 'wechat.jsapiTicket', args: { url } }])
    expect(sdk.fns.config).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: ticket.appId,
        nonceStr: 'N1',
        timestamp: 1414587457,
        signature: await jsSdkSignature('T1', 'N1', 1414587457, url),
      }),
    )
    const card = {
      title: '高血压患者的饮食',
      desc: '少盐少油',
      link: `${location.origin}/edu/news/view/N1`,
      imgUrl: 'https://img.example.cn/icon.png?x-oss-process=image%2Fresize%2Cm_fill%2Cw_100%2Ch_100',
    }
    expect(sdk.fns.updateAppMessageShareData).toHaveBeenCalledWith(card)
    expect(sdk.fns.updateTimelineShareData).toHaveBeenCalledWith({ title: card.title, link: card.link, imgUrl: card.imgUrl })
  })

  it('inside WeCom: the work_wechat ticket and the WeCom share menu', async () => {
    const sdk = fakeSdk(false)
    const { engine, result } = run('wxwork', sdk)
    await result
    expect(engine.recorded.calls.map((c) => c.name)).toEqual(['workWechat.jsapiTicket'])
    expect(sdk.fns.onMenuShareAppMessage).toHaveBeenCalledWith(expect.objectContaining({ title: '高血压患者的饮食', desc: '少盐少油' }))
  })

  it('in a browser: no ticket, the system share sheet', async () => {
    const shared = vi.fn(async () => undefined)
    Object.assign(navigator, { share: shared })
    const { engine, result } = run('web', fakeSdk(true))
    await result
    expect(engine.recorded.calls).toEqual([])
    expect(shared).toHaveBeenCalledWith({ title: '高血压患者的饮食', text: '少盐少油', url: `${location.origin}/edu/news/view/N1` })
    delete (navigator as { share?: unknown }).share
  })

  it('fails with the errors of SPEC §8 word for word', async () => {
    await expect(run('wx', fakeSdk(true), { appId: 'wx1' }).result).rejects.toThrow(TICKET_MISSING)
    await expect(run('wx', fakeSdk(true), null).result).rejects.toThrow('the response of jsTicket request is null')
    await expect(run('wx', fakeSdk(true), { ticket: 'T1' }).result).rejects.toThrow('invalid params! appId, jsTicketUrl should have value')
    expect(PARAMS_MISSING).toBe('invalid params! appId, jsTicketUrl should have value')
  })
})

describe('the JS-SDK', () => {
  it('signs as WeChat documents it (the sample of its documentation)', async () => {
    const signature = await jsSdkSignature(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      1414587457,
      'http://mp.weixin.qq.com?params=value',
    )
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('is loaded as a script only inside WeChat and WeCom', async () => {
    await expect(loadJsSdk('web')).rejects.toThrow()
    await expect(loadJsSdk('dzj')).rejects.toThrow()
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
    void loadJsSdk('wx').catch(() => undefined)
    void loadJsSdk('wxwork').catch(() => undefined)
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual([WECHAT_SDK_URL, WECOM_SDK_URL])
  })
})

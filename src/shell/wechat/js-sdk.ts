// The WeChat and WeCom JS-SDK signature config (SPEC §7, §8): the jsapi ticket from /reabs/wechat/jsapi_ticket or
// /reabs/work_wechat/jsapi_ticket for this page's address (without the hash), signed as the SDKs document:
// sha1("jsapi_ticket=…&noncestr=…&timestamp=…&url=…"). The two failures are worded as SPEC §8 has them.
import type { HostKind } from '../../platform/host'
import { jsSdkOf, loadJsSdk, type WxSdk } from '../../platform/wechat-sdk'

export const TICKET_MISSING = 'the response of jsTicket request is null'
export const PARAMS_MISSING = 'invalid params! appId, jsTicketUrl should have value'
export const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline']

interface Ticket {
  ticket?: string
  appId?: string
  nonceStr?: string
  timestamp?: number
}

export type TicketCall = (name: 'wechat.jsapiTicket' | 'workWechat.jsapiTicket', args: { url: string }) => Promise<unknown>

export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The signature the SDK's config wants. */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): Promise<string> {
  return sha1Hex(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
}

/** Load the host's SDK and configure it for this page; resolves with the SDK once ready. */
export async function configureJsSdk(
  call: TicketCall,
  host: HostKind,
  url = location.href.split('#')[0],
  load = loadJsSdk,
): Promise<WxSdk> {
  const kind = jsSdkOf(host)
  if (!kind) throw new Error(`no JS-SDK in host ${host}`)
  const answer = (await call(kind === 'wecom' ? 'workWechat.jsapiTicket' : 'wechat.jsapiTicket', { url })) as Ticket | null
  if (!answer?.ticket) throw new Error(TICKET_MISSING)
  const appId = answer.appId
  if (!appId || !url) throw new Error(PARAMS_MISSING)
  const nonceStr = answer.nonceStr ?? ''
  const timestamp = answer.timestamp ?? Math.floor(Date.now() / 1000)
  const signature = await jsSdkSignature(answer.ticket, nonceStr, timestamp, url)
  const sdk = await load(host)
  return new Promise<WxSdk>((resolve, reject) => {
    sdk.ready(() => resolve(sdk))
    sdk.error(reject)
    sdk.config({ debug: false, appId, timestamp, nonceStr, signature, jsApiList: SHARE_APIS })
  })
}

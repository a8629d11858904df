// The official WeChat and WeCom JS-SDKs (SPEC §1, §7), typed as far as the app uses them, and loaded as a script
// only inside those hosts: nobody else downloads them. Their addresses are Tencent's published ones.
import type { HostKind } from './host'

export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
export const WECOM_SDK_URL = 'https://res.wx.qq.com/wwopen/js/jwxwork-1.0.0.js'

export interface WxShareData {
  title: string
  desc: string
  link: string
  imgUrl: string
  success?: () => void
  fail?: (error: unknown) => void
}

export interface WxConfig {
  debug?: boolean
  /** appId in WeChat; the corp id in WeCom (both SDKs take it as appId). */
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
  jsApiList: string[]
  beta?: boolean
}

/** The part of `window.wx` the app calls. Both SDKs put themselves there. */
export interface WxSdk {
  config: (config: WxConfig) => void
  ready: (callback: () => void) => void
  error: (callback: (error: unknown) => void) => void
  updateAppMessageShareData?: (data: WxShareData) => void
  updateTimelineShareData?: (data: Omit<WxShareData, 'desc'>) => void
  /** WeCom and older WeChat. */
  onMenuShareAppMessage?: (data: WxShareData) => void
  onMenuShareTimeline?: (data: Omit<WxShareData, 'desc'>) => void
}

declare global {
  interface Window {
    wx?: WxSdk
  }
}

/** Which SDK a host uses; undefined outside WeChat and WeCom. */
export function jsSdkOf(host: HostKind): 'wechat' | 'wecom' | undefined {
  if (host === 'wxwork') return 'wecom'
  if (host === 'wx' || host === 'wx_mini') return 'wechat'
  return undefined
}

const loading = new Map<string, Promise<WxSdk>>()

/** Load the host's SDK once (a script tag); rejects outside WeChat and WeCom. */
export function loadJsSdk(host: HostKind, doc: Document = document): Promise<WxSdk> {
  const kind = jsSdkOf(host)
  if (!kind) return Promise.reject(new Error(`no JS-SDK in host ${host}`))
  if (window.wx) return Promise.resolve(window.wx)
  const src = kind === 'wecom' ? WECOM_SDK_URL : WECHAT_SDK_URL
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise<WxSdk>((resolve, reject) => {
      const script = doc.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error(`${src} did not load wx`)))
      script.onerror = () => {
        loading.delete(src)
        reject(new Error(`${src} failed to load`))
      }
      doc.head.appendChild(script)
    })
    loading.set(src, promise)
  }
  return promise
}

// The `share` action (SPEC §3 share data: title, summary or desc, link, imgUrl with the icon at 100×100): inside
// WeChat and WeCom it sets what their share menu sends; elsewhere it opens the system share sheet where there is one.
import type { ActionHandler, ActionOf } from '../../engine'
import { APP_BASE } from '../../platform/app-path'
import { detectHost, type HostKind } from '../../platform/host'
import { jsSdkOf } from '../../platform/wechat-sdk'
import { configureJsSdk, type TicketCall } from './js-sdk'

/** The icon at 100×100, asked of the image service the content images come from (OSS-style processing). */
export function resizedIcon(imgUrl: string): string {
  if (!imgUrl) return imgUrl
  try {
    const url = new URL(imgUrl, location.origin)
    url.searchParams.set('x-oss-process', 'image/resize,m_fill,w_100,h_100')
    return url.href
  } catch {
    return imgUrl
  }
}

/** A shared link is absolute: an app path gets this site's origin and the /edu base. */
export function absoluteLink(link: string): string {
  if (/^https?:\/\//i.test(link)) return link
  const path = link.startsWith(`${APP_BASE}/`) ? link : `${APP_BASE}${link.startsWith('/') ? '' : '/'}${link}`
  return `${location.origin}${path}`
}

export interface ShareData {
  title: string
  desc: string
  link: string
  imgUrl: string
}

export function shareData(a: { title?: unknown; summary?: unknown; desc?: unknown; link?: unknown; imgUrl?: unknown }): ShareData {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))
  return {
    title: text(a.title),
    desc: text(a.summary) || text(a.desc),
    link: absoluteLink(text(a.link)),
    imgUrl: resizedIcon(text(a.imgUrl)),
  }
}

export interface ShareDeps {
  host?: HostKind
  configure?: typeof configureJsSdk
}

export function createShareAction(deps: ShareDeps = {}): ActionHandler<ActionOf<'share'>> {
  return async (a, { services }) => {
    const data = shareData(a)
    const host = deps.host ?? detectHost()
    if (jsSdkOf(host)) {
      const call: TicketCall = (name, args) => services.call(name, args)
      const sdk = await (deps.configure ?? configureJsSdk)(call, host)
      const timeline = { title: data.title, link: data.link, imgUrl: data.imgUrl }
      if (sdk.updateAppMessageShareData) {
        sdk.updateAppMessageShareData(data)
        sdk.updateTimelineShareData?.(timeline)
      } else {
        sdk.onMenuShareAppMessage?.(data)
        sdk.onMenuShareTimeline?.(timeline)
      }
      return data
    }
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      await navigator.share({ title: data.title, text: data.desc, url: data.link }).catch(() => undefined)
    }
    return data
  }
}

// Which host the page runs in, from user-agent markers. Order matters: WeCom and mini-program user agents
// also carry MicroMessenger, and the native apps may run inside WeChat's engine.

export type HostKind = 'dzj' | 'ysy' | 'ysy_nx' | 'bayitong' | 'wx' | 'wx_mini' | 'wxwork' | 'web' | 'up' | 'dm' | 'wb' | 'zfb' | 'yct'

/**
 * User-agent markers, first match wins. The native apps append `<marker>/<version>` to their user agent
 * (for example `dzj/8.2.2`); the others are the marks those hosts' webviews carry.
 */
export const HOST_MARKERS: ReadonlyArray<readonly [HostKind, RegExp]> = [
  ['dzj', /\bdzj\/(\d+(?:\.\d+)*)/i],
  ['ysy_nx', /\bysy_nx\/(\d+(?:\.\d+)*)/i],
  ['ysy', /\bysy\/(\d+(?:\.\d+)*)/i],
  ['bayitong', /\bbayitong\/(\d+(?:\.\d+)*)/i],
  ['dm', /\bdzj_meeting\/(\d+(?:\.\d+)*)/i],
  ['wxwork', /\bwxwork\//i],
  ['wx_mini', /miniprogram/i],
  ['wx', /micromessenger/i],
  ['up', /com\.unionpay|\bunionpay\//i],
  ['zfb', /alipayclient/i],
  ['wb', /\bweibo/i],
  ['yct', /\byct\/\d/i],
]

const NATIVE_APPS: readonly HostKind[] = ['dzj', 'ysy', 'ysy_nx', 'bayitong', 'dm']
const WECHAT_HOSTS: readonly HostKind[] = ['wx', 'wx_mini', 'wxwork']

/** The user agent, plus the marker of the app the fake bridge plays (fake-bridge.ts) when it plays one. */
export function currentUserAgent(): string {
  const real = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const fake = typeof window === 'undefined' ? undefined : window.__eduFakeUserAgent
  return fake ? `${real} ${fake}` : real
}

/** platform=wechat_mp in the address marks the WeChat mini-program even when its user agent does not. */
export function detectHost(userAgent = currentUserAgent(), search = currentSearch()): HostKind {
  if (new URLSearchParams(search).get('platform') === 'wechat_mp') return 'wx_mini'
  return HOST_MARKERS.find(([, marker]) => marker.test(userAgent))?.[0] ?? 'web'
}

export function isNativeApp(host: HostKind = detectHost()): boolean {
  return NATIVE_APPS.includes(host)
}

export function isWeChatHost(host: HostKind = detectHost()): boolean {
  return WECHAT_HOSTS.includes(host)
}

/** The version a native app puts after its marker (dzj/8.2.2 gives 8.2.2); undefined outside the apps. */
export function nativeVersion(userAgent = currentUserAgent()): string | undefined {
  const host = detectHost(userAgent, '')
  if (!isNativeApp(host)) return undefined
  return HOST_MARKERS.find(([kind]) => kind === host)?.[1].exec(userAgent)?.[1]
}

function currentSearch(): string {
  return typeof location === 'undefined' ? '' : location.search
}

// Whether the shared header is hidden: native apps and WeChat hosts draw their own title bar.
import { detectHost, isNativeApp, isWeChatHost, type HostKind } from './host'
import { SESSION_KEYS } from './storage-keys'

export function headerHidden(host: HostKind = detectHost()): boolean {
  return isNativeApp(host) || isWeChatHost(host) || sessionStorage.getItem(SESSION_KEYS.hideHeader) === '1'
}

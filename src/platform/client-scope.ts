// What expressions read as `client` (the engine's scope), from the platform's own answers. `user` is the
// session's (src/session/user-scope.ts).
import { APP_BASE } from './app-path'
import { currentChannel } from './channel'
import { clientRole } from './client-role'
import { deviceOs } from './device'
import { currentEnvironment } from './environment'
import { headerHidden } from './header'
import { SESSION_KEYS } from './storage-keys'
import { detectHost, isNativeApp, isWeChatHost } from './host'
import { currentLayout } from './window-size'

export function clientScope(): Record<string, unknown> {
  const host = detectHost()
  return {
    role: clientRole(),
    host,
    native: isNativeApp(host),
    wechat: isWeChatHost(host),
    headerHidden: headerHidden(host),
    environment: currentEnvironment(),
    channel: currentChannel(),
    large: currentLayout() === 'large',
    os: deviceOs(),
    // The address's hideComment flag, kept for the tab: content pages then show no comments.
    commentsHidden: sessionStorage.getItem(SESSION_KEYS.hideComment) === '1',
    /** The app's own address (origin and base, no trailing slash): a QR code or a share link needs it whole. */
    appUrl: `${location.origin}${APP_BASE}`,
  }
}

// What expressions read as `client` and `user` (the engine's scope), from the platform's own answers.
import { currentChannel } from './channel'
import { clientRole } from './client-role'
import { cachedAccount } from './current-account'
import { deviceOs } from './device'
import { currentEnvironment } from './environment'
import { headerHidden } from './header'
import { detectHost, isNativeApp, isWeChatHost } from './host'
import { isLoggedIn } from './login-state'
import { isRunningAs } from './run-as'

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
    large: window.innerWidth > 750,
    os: deviceOs(),
  }
}

export function userScope(): Record<string, unknown> {
  const account = cachedAccount()
  return { loggedIn: isLoggedIn(), runningAs: isRunningAs(), accountCode: account?.accountCode, userCode: account?.userCode }
}

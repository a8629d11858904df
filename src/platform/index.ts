// The platform's public face: pure environment (host, environment, device, role by address, storage keys,
// cookies, login address). No session state and no calls: those are src/session's.
export { readAddress } from './address'
export { appPath, APP_BASE } from './app-path'
export { currentChannel } from './channel'
export { clientRole, rememberClientRole, type ClientRole } from './client-role'
export { clientScope } from './client-scope'
export {
  currentEnvironment,
  chooseEnvironment,
  currentMode,
  environmentChosen,
  environmentOfHost,
  ENVIRONMENTS,
  type Environment,
  type Mode,
} from './environment'
export { followableAddress, followableDestination, HOME_PATH, type Destination } from './followable'
export { headerHidden } from './header'
export { detectHost, isNativeApp, isWeChatHost, nativeVersion, type HostKind } from './host'
export { idToken } from './id-token'
export { loginUrl, loginHost, MOCK_IDP_PATH } from './login-url'
export { versionAtLeast } from './versions'
export { lastPath, rememberPath } from './last-path'
export { queryValue } from './query'
export { leavePage } from './portrait-user'
export { currentLayout, layoutOf, watchLayout, LARGE_LAYOUT_MIN_WIDTH, type Layout } from './window-size'
export { apiBase, configuredApiBase, EMBEDDED_API_BASE } from './api-base'

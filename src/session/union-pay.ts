// Once per session, a UnionPay visitor who is not logged in is logged in automatically (SPEC §4).
import { detectHost, type HostKind } from '../platform/host'
import { isLoggedIn } from './login-state'
import { SESSION_KEYS } from '../platform/storage-keys'

/** True the first time it is asked in a session for a logged-out visitor inside UnionPay; marks the session. */
export function unionPayAutoLoginDue(host: HostKind = detectHost()): boolean {
  if (host !== 'up' || isLoggedIn() || sessionStorage.getItem(SESSION_KEYS.unionPayAutoLogin)) return false
  sessionStorage.setItem(SESSION_KEYS.unionPayAutoLogin, '1')
  return true
}

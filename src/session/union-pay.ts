// Once per session, a UnionPay visitor who is not logged in is logged in automatically (SPEC §4, §7): the front
// token (GET /ag/union_pay/frontToken) is the code of GET /union_pay/xcx/authenticate_by_code?redirectUri=…, whose
// answer carries the user token. The address it answers is followed only through the no-open-redirect rule.
import { followableDestination } from '../platform/followable'
import { detectHost, type HostKind } from '../platform/host'
import { SESSION_KEYS } from '../platform/storage-keys'
import type { SessionCalls } from './calls'
import { isLoggedIn, saveUserToken } from './login-state'

/** True the first time it is asked in a session for a logged-out visitor inside UnionPay; marks the session. */
export function unionPayAutoLoginDue(host: HostKind = detectHost()): boolean {
  if (host !== 'up' || isLoggedIn() || sessionStorage.getItem(SESSION_KEYS.unionPayAutoLogin)) return false
  sessionStorage.setItem(SESSION_KEYS.unionPayAutoLogin, '1')
  return true
}

/**
 * Log a UnionPay visitor in when due. Answers the app path to go to when the answer names another page than this
 * one (a refused address gives the home page), else undefined. A failure leaves the visitor logged out, silently:
 * the page works for visitors too, and login-only pages still ask.
 */
export async function unionPayAutoLogin(api: SessionCalls, here: string = location.href, host?: HostKind): Promise<string | undefined> {
  if (!unionPayAutoLoginDue(host)) return undefined
  try {
    const { frontToken } = await api.call('unionPay.frontToken', undefined, { silent: true })
    const answer = await api.call('unionPay.authenticateByCode', { redirectUri: here, code: frontToken }, { silent: true })
    if (!answer.authenticated || !answer.userToken) return undefined
    saveUserToken(answer.userToken)
    if (!answer.redirectUri || answer.redirectUri === here) return undefined
    const destination = followableDestination(answer.redirectUri)
    return destination.kind === 'app' ? destination.path : undefined
  } catch {
    return undefined
  }
}

// Whether calls may go out before startup() has finished (a screen's guard checks and data, started at route
// match): only when they would go out as the same person they will once it has.
import { detectHost } from '../platform/host'
import { SESSION_KEYS } from '../platform/storage-keys'
import { isLoggedIn } from './login-state'
import { readLastKnown } from './recent'
import { runAsUserId, runAsUserToken } from './run-as'

/** The visitor's identity will not change when startup finishes (no run-as token or UnionPay login to come). */
export function identitySettled(): boolean {
  // Acting for a family member whose token is still to be fetched: calls now would go out as the user himself.
  if (runAsUserId() && !runAsUserToken()) return false
  // A UnionPay visitor about to be logged in automatically (startup marks the session when it tries).
  if (detectHost() === 'up' && !isLoggedIn() && !sessionStorage.getItem(SESSION_KEYS.unionPayAutoLogin)) return false
  return true
}

/**
 * Whether a route's guard and data may start at route match. A logged-out visitor of a login route is sent to
 * log in (where to depends on the native bridge's version, known only after startup), so nothing starts early.
 */
export function mayStartEarly(auth: 'none' | 'login' | 'doctor'): boolean {
  return identitySettled() && (auth === 'none' || isLoggedIn())
}

/**
 * Whether a route's data may be asked for at route match, before its guard has decided. A doctor's route asks
 * only for a user this login was last found to be a certified doctor (at any age: a doctor's cold visit after the
 * kept answer's five minutes asks for the screen's data together with the guard's account and certification
 * checks, not after them); anyone else would only be refused by the backend (its doctor's calls are the
 * catalogue's auth: 'doctor') on the way to the certification page. The guard still decides from a fresh answer,
 * and a refusal gives up what was asked for ahead (ScreenRoute).
 */
export function mayFetchEarly(auth: 'none' | 'login' | 'doctor'): boolean {
  return mayStartEarly(auth) && (auth !== 'doctor' || readLastKnown(SESSION_KEYS.canUserDoctor) === 'true')
}

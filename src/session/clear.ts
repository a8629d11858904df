// Logging out locally: what a 401, a 125000401, logout and switch account all clear.
import { clearCachedAccount } from './account'
import { clearUserToken } from './login-state'
import { SESSION_KEYS } from '../platform/storage-keys'
import { forgetRecent } from './recent'

/** Token and cached account (HTTP 401). */
export function clearLogin(): void {
  clearUserToken()
  clearCachedAccount()
  forgetRecent(SESSION_KEYS.canUserDoctor)
  forgetRecent(SESSION_KEYS.doctorProfile)
}

/** Token, account and the whole session (125000401, logout, switch account). */
export function clearSession(): void {
  clearLogin()
  sessionStorage.clear()
}

// Whether the visitor is logged in, and the token that proves it.
import { deleteCookie, readCookie, writeCookie } from '../platform/cookies'
import { currentUserAgent, detectHost } from '../platform/host'
import { COOKIES, DOCTOR_APP_USER_TOKEN_MAX_AGE_S, USER_TOKEN_MAX_AGE_S } from '../platform/storage-keys'

/** A native app that has logged its user in says so in the user agent (`dzj_login/1`), token or not. */
export const LOGIN_MARKER = /\bdzj_login\/1\b/i

export function userToken(): string | undefined {
  return readCookie(COOKIES.userToken) || undefined
}

export function isLoggedIn(userAgent = currentUserAgent()): boolean {
  return !!userToken() || LOGIN_MARKER.test(userAgent)
}

/** Keep a token: a day, or 30 days inside the doctor app. */
export function saveUserToken(token: string, userAgent = currentUserAgent()): void {
  const maxAge = detectHost(userAgent) === 'dzj' ? DOCTOR_APP_USER_TOKEN_MAX_AGE_S : USER_TOKEN_MAX_AGE_S
  writeCookie(COOKIES.userToken, token, maxAge)
}

export function clearUserToken(): void {
  deleteCookie(COOKIES.userToken)
}

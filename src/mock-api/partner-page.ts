import { writeCookie } from '../platform/cookies'
import { MOCK_PARTNER_PATH } from '../platform/partner'
import { COOKIES, USER_TOKEN_MAX_AGE_S } from '../platform/storage-keys'
import { openSession, safeRedirect } from './idp'
import type { MockStore } from './store'

/** The partner's OAuth as the embedded backend plays it: /chdds/oauth2/token?from=taipingtong&url=… */
export const MOCK_PARTNER_OAUTH_PATH = `${MOCK_PARTNER_PATH}/chdds/oauth2/token`

/**
 * In the browser, on the partner's OAuth address: the partner vouches for its user at once, so the demo resident
 * is logged in and sent back to `url` (only within this app: no open redirect). Returns true when it did.
 */
export function takeOverPartnerOAuth(
  store: MockStore,
  at: Pick<Location, 'pathname' | 'search' | 'origin' | 'replace'> = location,
): boolean {
  if (at.pathname !== MOCK_PARTNER_OAUTH_PATH) return false
  const search = new URLSearchParams(at.search)
  if (search.get('from') !== 'taipingtong') return false
  writeCookie(COOKIES.userToken, openSession(store, 'resident'), USER_TOKEN_MAX_AGE_S)
  at.replace(safeRedirect(search.get('url'), at.origin))
  return true
}

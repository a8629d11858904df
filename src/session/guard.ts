// The route guard, framework free: the shell runs it before rendering a route and acts on the outcome.
import { clientRole } from '../platform/client-role'
import { checkDoctorAuth } from './doctor-auth'
import { isLoggedIn } from './login-state'
import { loginUrl } from '../platform/login-url'
import { APP_BASE } from '../platform/app-path'
import { NATIVE_LOGIN_PATH, nativeLoginPath } from '../platform/native-bridge'
import { isPartnerChannel, partnerOAuthUrl } from '../platform/partner'
import { checkPartnerTreaties } from './partner'
import type { Notify } from '../api/notify'
import type { SessionCalls } from './calls'

export type RouteAuth = 'none' | 'login' | 'doctor'

/**
 * Stay; go elsewhere (an absolute URL for the identity provider, an app path otherwise); go back; or certify as a
 * doctor (a logged-in user who may not use doctor pages): the shell knows where, the route whose screen config
 * says `certificationFor: "doctor"`.
 */
export type GuardOutcome = 'allow' | { redirect: string } | 'back' | 'certify'

export interface GuardContext {
  api: SessionCalls
  notify: Notify
  /** The address being entered; default the current one. */
  address?: { pathname: string; search: string; href: string }
}

/**
 * Where a logged-out visitor logs in: inside the doctor or resident app, the app's own login page (a new enough
 * app) or the "version too low" page (an older one, SPEC §8, §9); in the partner channel the partner's OAuth;
 * elsewhere the identity provider; each coming back here.
 */
function loginAddress(address: { pathname: string; search: string; href: string }): string {
  const native = nativeLoginPath()
  if (native === NATIVE_LOGIN_PATH) return new URL(`${APP_BASE}${native}`, address.href).href
  if (native) return native
  if (isPartnerChannel()) return partnerOAuthUrl(address.href)
  return loginUrl({ role: clientRole(address), redirectUri: address.href })
}

export async function guardRoute(auth: RouteAuth, { api, notify, address = location }: GuardContext): Promise<GuardOutcome> {
  if (auth === 'none') return 'allow'
  if (!isLoggedIn()) return { redirect: loginAddress(address) }
  const partner = await checkPartnerTreaties(api, address)
  if (partner !== 'allow') return partner
  if (auth === 'login') return 'allow'
  const outcome = await checkDoctorAuth(api, notify)
  if (outcome === 'back') return 'back'
  return outcome === 'doctor' ? 'allow' : 'certify'
}

// The route guard, framework free: the shell runs it before rendering a route and acts on the outcome.
import { clientRole } from '../platform/client-role'
import { checkDoctorAuth } from './doctor-auth'
import { isLoggedIn } from './login-state'
import { loginUrl } from '../platform/login-url'
import type { Notify } from '../api/notify'
import type { SessionCalls } from './calls'

export type RouteAuth = 'none' | 'login' | 'doctor'

/** Stay; go elsewhere (an absolute URL for the identity provider, an app path otherwise); or go back. */
export type GuardOutcome = 'allow' | { redirect: string } | 'back'

/** Where a logged-in user who may not use doctor pages goes: the qualification certification page. */
export const DOCTOR_CERTIFICATION_PATH = '/user/cert/qualification'

export interface GuardContext {
  api: SessionCalls
  notify: Notify
  /** The address being entered; default the current one. */
  address?: { pathname: string; search: string; href: string }
}

export async function guardRoute(auth: RouteAuth, { api, notify, address = location }: GuardContext): Promise<GuardOutcome> {
  if (auth === 'none') return 'allow'
  if (!isLoggedIn()) return { redirect: loginUrl({ role: clientRole(address), redirectUri: address.href }) }
  if (auth === 'login') return 'allow'
  const outcome = await checkDoctorAuth(api, notify)
  if (outcome === 'back') return 'back'
  return outcome === 'doctor' ? 'allow' : { redirect: DOCTOR_CERTIFICATION_PATH }
}

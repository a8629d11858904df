// The doctor-auth check (SPEC §4): whether this user may use doctor pages, cached in the session as
// canUserDoctor. True when the account's doctor qualification is certified (certification.state), the same rule
// the backend applies to every doctor's call (the catalogue's auth: 'doctor'). The global settings of category 10
// (DZJ_PRODUCT_FLAG, DOCTOR_CERTIFICATED_AUTO_APPROVE) are the same for every user, so they decide nothing about
// this one (issue 33: a resident opened every doctor route with them).
import { currentAccount } from './account'
import type { Notify } from '../api/notify'
import type { SessionCalls } from './calls'
import { SESSION_KEYS } from '../platform/storage-keys'
import { keepRecent, readRecent } from './recent'
import { keepDoctorProfile } from './doctor-profile'

export type DoctorAuthOutcome = 'doctor' | 'not-doctor' | 'back'

export async function canUserDoctor(api: SessionCalls): Promise<boolean> {
  const cached = readRecent(SESSION_KEYS.canUserDoctor)
  if (cached !== null) return cached === 'true'
  const state = await api.call('certification.state')
  const can = state.qualification.status === 'CERTIFIED'
  keepRecent(SESSION_KEYS.canUserDoctor, String(can))
  keepDoctorProfile(state.qualification, can)
  return can
}

/**
 * The current account and the settings, asked at once (one round trip, not two): if either call fails, its
 * message is shown and the user goes back. The API client already shows failures that carry a code, so only
 * others are shown here.
 */
export async function checkDoctorAuth(api: SessionCalls, notify: Notify): Promise<DoctorAuthOutcome> {
  try {
    const [, can] = await Promise.all([currentAccount(api), canUserDoctor(api)])
    return can ? 'doctor' : 'not-doctor'
  } catch (e) {
    if (!hasCode(e)) notify({ text: e instanceof Error ? e.message : String(e) })
    return 'back'
  }
}

function hasCode(e: unknown): boolean {
  return !!e && typeof e === 'object' && 'code' in e
}

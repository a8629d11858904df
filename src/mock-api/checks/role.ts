// Who may make a call (the catalogue's `auth`), checked by the backend as a real one would, whatever the page
// that sent it: the screens' guard is for the visitor's way, not for the data.
import type { CallSpec } from '../../api/call-spec'
import { errors, type MockApiError } from '../errors'
import type { MockAccount, MockState } from '../state'
import type { Identity } from './identity'

/**
 * A doctor whose qualification is certified: his qualification application approved, or (none made here) a
 * doctor's account of the seed, certified before the world began. certification.state shows the same.
 */
export function isCertifiedDoctor(state: MockState, account: MockAccount): boolean {
  const applied = state.certifications[account.accountCode]?.qualification
  return applied ? applied.status === 'CERTIFIED' : account.role === 'doctor'
}

/** The refusal for a caller the call's `auth` does not admit, or undefined. */
export function roleProblem(auth: CallSpec['auth'], identity: Identity | undefined, state: MockState): MockApiError | undefined {
  if (auth === 'none') return undefined
  if (!identity) return errors.notLoggedIn()
  // Acting as a family member changes whose data is read, never the caller's own role.
  if (auth === 'doctor' && !isCertifiedDoctor(state, identity.account)) return errors.noPermission()
  return undefined
}

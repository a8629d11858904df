import { REQUEST_HEADERS } from '../../api/wire'
import type { MockAccount, MockResident, MockState } from '../state'

// Who is calling: the x-user-token header names a session the identity provider opened; a valid
// run-as-user-token makes the caller act as that family member.
export interface Identity {
  account: MockAccount
  /** The session token the call came with. */
  token: string
  /** Set when acting as a family member. */
  runAs?: MockResident
}

export function identify(request: Request, state: MockState): Identity | undefined {
  const token = request.headers.get(REQUEST_HEADERS.userToken)
  if (!token || !Object.hasOwn(state.sessions, token)) return undefined
  const account = state.accounts.find((a) => a.accountCode === state.sessions[token])
  if (!account) return undefined
  const runAsToken = request.headers.get(REQUEST_HEADERS.runAsUserToken)
  const runAsCode = runAsToken ? state.runAsTokens[runAsToken] : undefined
  // A run-as token counts only for an account whose family the member is in (one taken from another session,
  // or kept after the member was removed, acts as nobody).
  const linked = runAsCode && isFamilyMember(state, account.accountCode, runAsCode) ? runAsCode : undefined
  const runAs = linked ? state.residents.find((r) => r.residentAccountCode === linked) : undefined
  return { account, token, runAs }
}

/** Whether `member` is in `accountCode`'s family list (the family-member screens add and remove them). */
export function isFamilyMember(state: MockState, accountCode: string, member: string): boolean {
  return (state.families[accountCode] ?? []).some((link) => link.memberAccountCode === member)
}

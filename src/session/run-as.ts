// Acting as a family member: runAsUserId and runAsUserToken in the address. The token is kept in the session
// and sent as the run-as-user-token header; with only the user id, it is fetched first.
import type { SessionCalls } from './calls'
import { SESSION_KEYS } from '../platform/storage-keys'

export function rememberRunAs(search: string): void {
  const query = new URLSearchParams(search)
  const userId = query.get('runAsUserId')
  const token = query.get('runAsUserToken')
  if (userId) sessionStorage.setItem(SESSION_KEYS.runAsUserId, userId)
  if (token) sessionStorage.setItem(SESSION_KEYS.runAsUserToken, token)
}

export function runAsUserId(): string | undefined {
  return sessionStorage.getItem(SESSION_KEYS.runAsUserId) ?? undefined
}

export function runAsUserToken(): string | undefined {
  return sessionStorage.getItem(SESSION_KEYS.runAsUserToken) ?? undefined
}

export function isRunningAs(): boolean {
  return !!runAsUserId() || !!runAsUserToken()
}

/** Resolves once the run-as token is known (at once when not running as another user). */
export async function ensureRunAsToken(api: SessionCalls): Promise<void> {
  const userId = runAsUserId()
  if (!userId || runAsUserToken()) return
  const { runAsUserToken: token } = (await api.call('auth.runAsToken', { runAsUserId: userId })) as { runAsUserToken: string }
  sessionStorage.setItem(SESSION_KEYS.runAsUserToken, token)
}

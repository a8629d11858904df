// The logged-in account, cached in the session (SPEC §3): its accountCode and userCode go into every call.
import type { SessionCalls } from './calls'
import { SESSION_KEYS } from '../platform/storage-keys'
import { forgetRecent, keepRecent, readRecentJson } from './recent'

export interface SessionAccount {
  accountCode: string
  userCode: string
  cellphone?: string | null
  loaded: true
}

export function cachedAccount(): SessionAccount | undefined {
  return readRecentJson(SESSION_KEYS.currentAccount) as SessionAccount | undefined
}

export function clearCachedAccount(): void {
  forgetRecent(SESSION_KEYS.currentAccount)
}

/** The cached account, or account.current fetched and cached. Rejects as the call does. */
export async function currentAccount(api: SessionCalls): Promise<SessionAccount> {
  const known = cachedAccount()
  if (known) return known
  const data = (await api.call('account.current')) as Omit<SessionAccount, 'loaded'>
  const account: SessionAccount = { accountCode: data.accountCode, userCode: data.userCode, cellphone: data.cellphone, loaded: true }
  keepRecent(SESSION_KEYS.currentAccount, JSON.stringify(account))
  return account
}

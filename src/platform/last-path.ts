// SPEC §1: the shell records the last visited path (inside the app, with its query), kept across visits. Query
// values that are credentials are never recorded: id-token lives 120 s in memory only (SPEC §5, id-token.ts), and
// the run-as and chat tokens belong to the session that was given them (issue 33: the path was recorded before the
// address was cleaned, so id-token sat in localStorage).
import { LOCAL_KEYS } from './storage-keys'

/** Query parameters that carry a credential. */
export const CREDENTIAL_PARAMS: readonly string[] = ['id-token', 'runAsUserToken', 'im-token', 'user-token', 'token']

/** The search without its credentials ('' when nothing is left). */
export function withoutCredentials(search: string): string {
  const query = new URLSearchParams(search)
  for (const name of CREDENTIAL_PARAMS) query.delete(name)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}

export function rememberPath(pathname: string, search = ''): void {
  localStorage.setItem(LOCAL_KEYS.lastPath, `${pathname}${withoutCredentials(search)}`)
}

export function lastPath(): string | undefined {
  return localStorage.getItem(LOCAL_KEYS.lastPath) ?? undefined
}

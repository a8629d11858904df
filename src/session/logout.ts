// Logout and switch account log out locally whatever the server answers (SPEC §4).
import { clientRole } from '../platform/client-role'
import { loginUrl } from '../platform/login-url'
import type { SessionCalls } from './calls'
import { clearSession } from './clear'

export async function logout(api: SessionCalls): Promise<void> {
  try {
    await api.call('auth.logout', {})
  } catch {
    // The server's answer does not matter: the local logout below happens anyway.
  } finally {
    clearSession()
  }
}

/** Log out, then go to the identity provider to log in as someone else. */
export async function switchAccount(api: SessionCalls, redirect: (url: string) => void): Promise<void> {
  const role = clientRole()
  await logout(api)
  redirect(loginUrl({ role }))
}

// Logout and switch account log out locally whatever the server answers (SPEC §4).
import { clientRole } from './client-role'
import { loginUrl } from './login-url'
import type { CallPort } from './ports'
import { clearSession } from './session'

export async function logout(api: CallPort): Promise<void> {
  try {
    await api.call('auth.logout', {})
  } catch {
    // The server's answer does not matter: the local logout below happens anyway.
  } finally {
    clearSession()
  }
}

/** Log out, then go to the identity provider to log in as someone else. */
export async function switchAccount(api: CallPort, redirect: (url: string) => void): Promise<void> {
  const role = clientRole()
  await logout(api)
  redirect(loginUrl({ role }))
}

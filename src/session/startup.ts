// What the shell's loader waits for (SPEC §4): the address read and kept, a fresh signing key, and the run-as
// token when running as another user.
import { readAddress } from '../platform/address'
import type { SessionCalls } from './calls'
import { rememberClientRole } from '../platform/client-role'
import { ensureRunAsToken, rememberRunAs } from './run-as'

export interface StartupApi extends SessionCalls {
  signingKeyReady(): Promise<void>
}

/** Rejects when the signing key or the run-as token cannot be had (the client has shown why). */
export async function startup(api: StartupApi): Promise<void> {
  rememberRunAs(location.search)
  rememberClientRole()
  const cleaned = readAddress(location.href)
  if (cleaned) history.replaceState(history.state, '', cleaned)
  await api.signingKeyReady()
  await ensureRunAsToken(api)
}

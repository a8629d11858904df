// What the shell's loader waits for (SPEC §4): the address read and kept, a signing key (a kept one, even past
// its age: src/api/http/signing-key.ts), the native bridge's version inside an app, and the run-as token when
// running as another user.
import { readAddress } from '../platform/address'
import { APP_BASE } from '../platform/app-path'
import { unionPayAutoLogin } from './union-pay'
import { awaitBridgeVersion } from '../platform/native-bridge'
import type { SessionCalls } from './calls'
import { rememberClientRole } from '../platform/client-role'
import { ensureRunAsToken } from './run-as'

export interface StartupApi extends SessionCalls {
  signingKeyReady: () => Promise<void>
}

/** Rejects when the signing key or the run-as token cannot be had (the client has shown why). */
export async function startup(api: StartupApi): Promise<void> {
  rememberClientRole()
  const cleaned = readAddress(location.href)
  if (cleaned) history.replaceState(history.state, '', cleaned)
  // Inside a native app the bridge's version is awaited too (SPEC §4): the guard's login page depends on it.
  await Promise.all([api.signingKeyReady(), awaitBridgeVersion()])
  await ensureRunAsToken(api)
  // UnionPay: once per session a logged-out visitor is logged in automatically (SPEC §4).
  const elsewhere = await unionPayAutoLogin(api)
  if (elsewhere) location.replace(`${APP_BASE}${elsewhere}`)
}

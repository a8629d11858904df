// Acting as a family member (SPEC §7's run-as-user-token header): the user views a family member's data as that
// member. Entered only from the family-member screens (the shell's run-as action calls startRunAs), never from an
// address: a runAsUserId or runAsUserToken in a link is ignored (issue 33: a link made anyone act as anyone, unseen).
// The session keeps whose id it is, the token fetched for that very id and the name the shell's banner shows; a
// new id drops the old token before anything else is sent.
import type { SessionCalls } from './calls'
import { SESSION_KEYS } from '../platform/storage-keys'

interface RunAs {
  userId: string
  /** Shown in the banner: 正在查看{name}的数据. */
  name: string
  /** The token auth.runAsToken gave for this userId. */
  token?: string
}

function read(): RunAs | undefined {
  const text = sessionStorage.getItem(SESSION_KEYS.runAs)
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<RunAs>
    if (typeof value.userId !== 'string' || !value.userId) return undefined
    return {
      userId: value.userId,
      name: typeof value.name === 'string' ? value.name : '',
      token: typeof value.token === 'string' ? value.token : undefined,
    }
  } catch {
    return undefined
  }
}

export function runAsUserId(): string | undefined {
  return read()?.userId
}

export function runAsUserToken(): string | undefined {
  return read()?.token
}

/** Whose data is shown, for the banner. */
export function runAsName(): string | undefined {
  return read()?.name
}

export function isRunningAs(): boolean {
  return !!read()
}

/**
 * Act as the family member `userId` from now on: the old token (another member's) is dropped first, then the
 * backend is asked for this one's, which it gives only for the caller's own family. Rejects as the call does,
 * leaving the user as himself.
 */
export async function startRunAs(api: SessionCalls, userId: string, name: string): Promise<void> {
  stopRunAs()
  const { runAsUserToken: token } = await api.call('auth.runAsToken', { runAsUserId: userId })
  sessionStorage.setItem(SESSION_KEYS.runAs, JSON.stringify({ userId, name, token } satisfies RunAs))
}

/** Back to one's own data. */
export function stopRunAs(): void {
  sessionStorage.removeItem(SESSION_KEYS.runAs)
}

/** Resolves once the run-as token is known (at once when not running as another user, or when it is known). */
export async function ensureRunAsToken(api: SessionCalls): Promise<void> {
  const runAs = read()
  if (!runAs || runAs.token) return
  try {
    await startRunAs(api, runAs.userId, runAs.name)
  } catch {
    // Refused (no longer in the family): the user sees his own data, not a stranger's nor a failure.
    stopRunAs()
  }
}

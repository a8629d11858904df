// Session values worth keeping across visits for a short while: the current account and canUserDoctor are
// cached in the session (SPEC §3, §4), and a copy stamped with its time and whose login it belongs to lets a
// new tab or visit within SIGNING_KEY_MAX_AGE_MS (the signing key's 300000 ms) reuse them instead of asking
// again, so a screen's guard costs no round trip on a quick return.
import { SIGNING_KEY_MAX_AGE_MS } from '../api/http/signing-key'
import { userToken } from './login-state'
import { runAsUserToken } from './run-as'

export const RECENT_MAX_AGE_MS = SIGNING_KEY_MAX_AGE_MS

interface Kept {
  at: number
  owner: string
  value: string
}

const recentKey = (sessionKey: string) => `${sessionKey}.recent`

/** Whose login a value belongs to, without keeping the token itself: FNV-1a of the tokens. */
export function loginFingerprint(): string {
  const text = `${userToken() ?? ''}|${runAsUserToken() ?? ''}`
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(16)
}

/** What an earlier visit kept for `sessionKey`, if it was the same login's and is readable. */
function keptForThisLogin(sessionKey: string): Kept | undefined {
  let kept: Kept | undefined
  try {
    kept = JSON.parse(localStorage.getItem(recentKey(sessionKey)) ?? 'null') as Kept | undefined
  } catch {
    return undefined
  }
  return kept && kept.owner === loginFingerprint() && typeof kept.value === 'string' ? kept : undefined
}

/** The session's value, or else one kept by an earlier visit of the same login less than 300000 ms ago. */
export function readRecent(sessionKey: string, now: number = Date.now()): string | null {
  const here = sessionStorage.getItem(sessionKey)
  if (here !== null) return here
  const kept = keptForThisLogin(sessionKey)
  if (!kept || !(now - kept.at <= RECENT_MAX_AGE_MS)) return null
  sessionStorage.setItem(sessionKey, kept.value)
  return kept.value
}

/**
 * A hint, never an answer: the session's value, or else the last one kept for the same login at any age. Only
 * what to ask for ahead may follow it (settled.ts); the guard asks again once the kept value is over 300000 ms old,
 * and nothing is written back to the session here.
 */
export function readLastKnown(sessionKey: string): string | null {
  return sessionStorage.getItem(sessionKey) ?? keptForThisLogin(sessionKey)?.value ?? null
}

export function keepRecent(sessionKey: string, value: string, now: number = Date.now()): void {
  sessionStorage.setItem(sessionKey, value)
  const kept: Kept = { at: now, owner: loginFingerprint(), value }
  localStorage.setItem(recentKey(sessionKey), JSON.stringify(kept))
}

export function forgetRecent(sessionKey: string): void {
  sessionStorage.removeItem(sessionKey)
  localStorage.removeItem(recentKey(sessionKey))
}

/** readRecent's value as the JSON it was kept as; undefined when there is none or it is not JSON. */
export function readRecentJson(sessionKey: string): unknown {
  const text = readRecent(sessionKey)
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

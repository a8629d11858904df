// id-token arrives in the address, is taken out of it, and is kept in memory only for 120000 ms.

export const ID_TOKEN_TTL_MS = 120000

let kept: { token: string; until: number } | undefined

export function keepIdToken(token: string, now = Date.now()): void {
  kept = { token, until: now + ID_TOKEN_TTL_MS }
}

export function idToken(now = Date.now()): string | undefined {
  if (kept && now >= kept.until) kept = undefined
  return kept?.token
}

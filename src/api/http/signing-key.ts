// The signing key: fetched from the config list, stored with the time it was fetched, and fetched again when
// older than 300000 ms. Concurrent calls share one fetch.
import { LOCAL_KEYS } from '../../platform/storage-keys'
import type { SigningKey } from '../../generated/api'

export const SIGNING_KEY_MAX_AGE_MS = 300000

export interface SigningKeyStore {
  /** A key no older than SIGNING_KEY_MAX_AGE_MS, fetching one when needed. */
  current: () => Promise<SigningKey>
}

function stored(): { key: SigningKey; fetchedAt: number } | undefined {
  const text = localStorage.getItem(LOCAL_KEYS.signingKey)
  const fetchedAt = Number(localStorage.getItem(LOCAL_KEYS.signingKeyTimestamp))
  if (!text || !Number.isFinite(fetchedAt)) return undefined
  try {
    return { key: JSON.parse(text) as SigningKey, fetchedAt }
  } catch {
    return undefined
  }
}

export function createSigningKeyStore(fetchKey: () => Promise<SigningKey>, now: () => number = Date.now): SigningKeyStore {
  let pending: Promise<SigningKey> | undefined
  const refresh = async () => {
    const key = await fetchKey()
    localStorage.setItem(LOCAL_KEYS.signingKey, JSON.stringify(key))
    localStorage.setItem(LOCAL_KEYS.signingKeyTimestamp, String(now()))
    return key
  }
  return {
    current() {
      const known = stored()
      if (known && now() - known.fetchedAt <= SIGNING_KEY_MAX_AGE_MS) return Promise.resolve(known.key)
      pending ??= refresh().finally(() => (pending = undefined))
      return pending
    },
  }
}

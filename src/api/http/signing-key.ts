// The signing key: fetched from the config list, stored with the time it was fetched, and fetched again when
// older than 300000 ms (SPEC §4). Concurrent calls share one fetch.
//
// A stored key older than that still signs the calls made while its successor is fetched, beside them: a
// returning visitor's key is nearly always older than five minutes, and waiting for the new one first put a whole
// round trip before every screen's data. A gateway that refuses the older key (REFUSED_CODE, wire.ts) gets the
// call again, signed with the new one (client.ts).
import { LOCAL_KEYS } from '../../platform/storage-keys'
import type { SigningKey } from '../../generated/api'

export const SIGNING_KEY_MAX_AGE_MS = 300000

/** A key to sign with, and whether it is older than SIGNING_KEY_MAX_AGE_MS (its successor is then on its way). */
export interface KeyInHand {
  key: SigningKey
  stale: boolean
}

export interface SigningKeyStore {
  /** The stored key (fetching a new one beside it when it is stale), or, with none stored, a fetched one. */
  current: () => Promise<KeyInHand>
  /** A key no older than SIGNING_KEY_MAX_AGE_MS: the fetch under way, or a new one. */
  fresh: () => Promise<SigningKey>
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

/** `fetchKey(quietly)`: quietly for a successor fetched beside calls that have a key, whose failure they need not see. */
export function createSigningKeyStore(fetchKey: (quietly: boolean) => Promise<SigningKey>, now: () => number = Date.now): SigningKeyStore {
  let pending: Promise<SigningKey> | undefined
  const refresh = async (quietly: boolean) => {
    const key = await fetchKey(quietly)
    localStorage.setItem(LOCAL_KEYS.signingKey, JSON.stringify(key))
    localStorage.setItem(LOCAL_KEYS.signingKeyTimestamp, String(now()))
    return key
  }
  const fetched = (quietly: boolean) => (pending ??= refresh(quietly).finally(() => (pending = undefined)))
  return {
    async current() {
      const known = stored()
      if (!known) return { key: await fetched(false), stale: false }
      if (now() - known.fetchedAt <= SIGNING_KEY_MAX_AGE_MS) return { key: known.key, stale: false }
      // The successor's failure is not these calls' business: they go on with the older key.
      fetched(true).catch(() => undefined)
      return { key: known.key, stale: true }
    },
    fresh: () => fetched(false),
  }
}

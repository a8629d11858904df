// The partner channel: `from` or `channel` in the address sets it, and it is remembered.
import { LOCAL_KEYS } from './storage-keys'

/** The channel whose POST payloads carry from=mingyu. */
export const MINGYU_CHANNEL = 'mingyu'

export function rememberChannel(search: string): void {
  const query = new URLSearchParams(search)
  const channel = query.get('from') || query.get('channel')
  if (channel) localStorage.setItem(LOCAL_KEYS.channel, channel)
}

export function currentChannel(): string | undefined {
  return localStorage.getItem(LOCAL_KEYS.channel) ?? undefined
}

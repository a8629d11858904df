// What the shell reads from the address at startup and keeps (SPEC §1, §5). Some values are removed from the
// address once kept (id-token, gray), and run-as values are removed unread: acting for a family member starts only
// from the family-member screens (src/session/run-as.ts). The cleaned address is returned for history.replaceState.
import { rememberChannel } from './channel'
import { keepIdToken } from './id-token'
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys'

const KEPT_VALUES = ['shareUserCode', 'healthPortraitUserId'] as const
const KEPT_FLAGS = ['hideAppDeepLink', 'hideComment', 'hideHeader'] as const

const truthy = (value: string) => value !== '' && value !== '0' && value.toLowerCase() !== 'false'

/** Keep what the address carries; answers the address without id-token and gray when they were there. */
export function readAddress(href: string = location.href): string | undefined {
  const url = new URL(href)
  const query = url.searchParams
  for (const name of KEPT_VALUES) {
    const value = query.get(name)
    if (value) sessionStorage.setItem(SESSION_KEYS[name], value)
  }
  for (const name of KEPT_FLAGS) {
    const value = query.get(name)
    if (value !== null) sessionStorage.setItem(SESSION_KEYS[name], truthy(value) ? '1' : '0')
  }
  rememberChannel(url.search)
  let changed = false
  const idToken = query.get('id-token')
  if (idToken !== null) {
    keepIdToken(idToken)
    query.delete('id-token')
    changed = true
  }
  for (const name of ['runAsUserId', 'runAsUserToken']) {
    if (!query.has(name)) continue
    query.delete(name)
    changed = true
  }
  const gray = query.get('gray')
  if (gray !== null) {
    localStorage.setItem(LOCAL_KEYS.gray, gray)
    query.delete('gray')
    changed = true
  }
  return changed ? url.toString() : undefined
}

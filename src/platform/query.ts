// Reading one value from the address the way SPEC §5 says: null and undefined are empty, the value is
// lowercased, and an access-token fragment that an OAuth return glued onto it is dropped.

/** `#access_token=…` (or `&access_token=…` after a `#`) that some hosts append to the last query value. */
const ACCESS_TOKEN_FRAGMENT = /#.*access[_-]token=.*$/i

/** A query value, lowercased, with an access-token fragment stripped; '' when absent, null or undefined. */
export function queryValue(search: string, name: string): string {
  const raw = new URLSearchParams(search).get(name)
  if (raw === null) return ''
  const value = raw.replace(ACCESS_TOKEN_FRAGMENT, '').trim().toLowerCase()
  return value === 'null' || value === 'undefined' ? '' : value
}

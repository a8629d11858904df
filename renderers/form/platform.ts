/** iOS, from the host's client info when it says, else from the user agent. */
export function isIOS(client: Record<string, unknown>): boolean {
  if (typeof client.os === 'string') return client.os === 'ios'
  return typeof navigator !== 'undefined' && /iphone|ipad|ipod/i.test(navigator.userAgent)
}

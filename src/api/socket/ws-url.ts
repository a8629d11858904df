// SPEC §7: {ws-host}/ws?t={accountCode}. The host is the build's VITE_WS_HOST (ws:// or wss://), else the page's
// own host under the app's base, where the embedded backend answers in mock mode.
export function wsUrl(
  accountCode: string,
  configured = import.meta.env?.VITE_WS_HOST as string | undefined,
  at: Pick<Location, 'protocol' | 'host'> = location,
  base = import.meta.env?.BASE_URL ?? '/edu/',
): string {
  const host = configured
    ? configured.replace(/\/+$/, '')
    : `${at.protocol === 'https:' ? 'wss:' : 'ws:'}//${at.host}${base.replace(/\/+$/, '')}`
  return `${host}/ws?t=${encodeURIComponent(accountCode)}`
}

// A draft's preview link. On a phone "localhost" is the phone itself, so when the page is opened on this machine's
// loopback the link names the machine's address on the network instead (the service lists them; staff may type
// another). Opened at any other host, the link uses that host: the phone reaches it the same way.
import { APP_BASE } from '../../platform/app-path'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export const isLoopback = (hostname: string) => LOOPBACK.has(hostname)

/** `host` is a name or address without a port; the port and scheme are this page's. */
export function previewUrl(here: URL, host: string, token: string, previewKey: string): string {
  const url = new URL(here.origin)
  url.hostname = host || here.hostname
  url.pathname = `${APP_BASE}/activity/preview/${encodeURIComponent(token)}`
  url.search = new URLSearchParams({ key: previewKey }).toString()
  return url.toString()
}

// Where pictures may come from besides this site: the backend's file hosts (a CDN), named at build time in
// VITE_IMAGE_HOSTS (comma separated hosts, host or host:port). The Content-Security-Policy's img-src lists the
// same hosts (scripts/vite/csp-plugin.ts), and a screen from outside the build may name no other
// (src/engine/remote/capabilities.ts): an image address is a request, and a request can carry data off the site.

/** The configured image hosts, lower case. */
export function configuredImageHosts(env: Record<string, unknown> = import.meta.env ?? {}): string[] {
  return String(env.VITE_IMAGE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
}

export interface ImageHostOptions {
  /** This site's origin, passed in (not read from `location`) so the check also runs where there is none: Node. */
  origin: string
  /** Hosts besides this site; default the build's. */
  hosts?: readonly string[]
}

/**
 * Whether an image address stays on this site or a configured host: a path on this site (one slash, never two or
 * a backslash), a data: or blob: picture, or an https address on an allowed host with no userinfo.
 */
export function isAllowedImage(raw: string, { origin, hosts = configuredImageHosts() }: ImageHostOptions): boolean {
  const value = raw.trim()
  if (/^(data:image\/|blob:)/i.test(value)) return true
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are how addresses hide a host
  if (/[\\\u0000-\u001f]/.test(value)) return false
  if (value.startsWith('//')) return false
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return true // a path or a name on this site
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin === origin) return true
  return url.protocol === 'https:' && hosts.includes(url.host.toLowerCase())
}

// The one rule for addresses the app follows that came from outside it: a query value (redirectUrl,
// redirect_uri), a server answer (UnionPay's redirectUri) or a screen config filled from either (SPEC issue 13,
// item 5: no open redirects). Followed only when it stays in this app (same origin, under the /edu base) or
// goes to a host on the build's allow-list; anything else goes to the home page and nothing foreign is followed.
import { APP_BASE, appPath } from './app-path'

/** Where a refused address lands: the app's home (/ redirects by role, SPEC §2). */
export const HOME_PATH = '/'

/** In the app: a router path (without the /edu base). Elsewhere: an absolute http(s) address on the allow-list. */
export type Destination = { kind: 'app'; path: string; refused: boolean } | { kind: 'external'; href: string; refused: false }

export interface FollowOptions {
  /** This page's origin; default location.origin. */
  origin?: string
  /** Hosts (host or host:port, lower case) that may be followed besides this origin; default the build's. */
  allowedHosts?: readonly string[]
}

const HOME: Destination = { kind: 'app', path: HOME_PATH, refused: true }

/**
 * Hosts from the build config: VITE_REDIRECT_HOSTS, comma separated, plus the identity provider's host
 * (VITE_LOGIN_HOST), which the app itself sends visitors to.
 */
export function configuredRedirectHosts(): string[] {
  const env = import.meta.env ?? {}
  const listed = String(env.VITE_REDIRECT_HOSTS ?? '').split(',')
  const login = String(env.VITE_LOGIN_HOST ?? '')
  const loginHost = /^https?:\/\//i.test(login) ? safeHost(login) : undefined
  return [...listed, loginHost ?? ''].map((h) => h.trim().toLowerCase()).filter(Boolean)
}

function safeHost(href: string): string | undefined {
  try {
    return new URL(href).host
  } catch {
    return undefined
  }
}

// Control characters (browsers drop tabs and newlines inside "java\tscript:" or "/\t/host"), backslashes
// (browsers read /\host as //host) and anything that smuggles either through percent-encoding.
// eslint-disable-next-line no-control-regex -- control characters are exactly what makes an address suspicious
const SUSPICIOUS = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\ufeff]/

/** The address and what it decodes to, a few layers deep (double-encoding is a classic bypass). */
function decodedLayers(raw: string): string[] {
  const layers = [raw]
  let current = raw
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return [...layers, '\\'] // undecodable: treated as suspicious
    }
    if (next === current) break
    layers.push(next)
    current = next
  }
  return layers
}

/** A dot segment (/../ or /./): resolved, /..//evil.example is //evil.example, another host. */
const DOT_SEGMENT = /\/\.{1,2}(\/|$|[?#])/

/** A path inside the app: starts with one slash, never two, and no layer of it names a scheme or a host. */
function isAppPath(raw: string): boolean {
  return decodedLayers(raw).every(
    (layer) =>
      layer.startsWith('/') && !layer.startsWith('//') && !SUSPICIOUS.test(layer) && !DOT_SEGMENT.test(layer.split(/[?#]/)[0] ?? ''),
  )
}

/** Decide where an outside address may take the visitor. Absent, empty or refused: the home page. */
export function followableDestination(
  raw: unknown,
  { origin = location.origin, allowedHosts = configuredRedirectHosts() }: FollowOptions = {},
): Destination {
  if (typeof raw !== 'string' || raw === '') return HOME
  if (decodedLayers(raw).some((layer) => SUSPICIOUS.test(layer))) return HOME
  if (raw.startsWith('/')) {
    if (!isAppPath(raw)) return HOME
    const url = new URL(raw, origin)
    return inApp(url)
  }
  if (!/^https?:\/\//i.test(raw)) return HOME
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return HOME
  }
  // https://app@evil and https://evil:x@app: a host hidden behind userinfo is never followed.
  if (
    url.username ||
    url.password ||
    raw
      .slice(raw.indexOf('//') + 2)
      .split(/[/?#]/)[0]
      .includes('@')
  )
    return HOME
  if (url.origin === origin) return underBase(url.pathname) ? inApp(url) : HOME
  if (allowedHosts.includes(url.host.toLowerCase())) return { kind: 'external', href: url.href, refused: false }
  return HOME
}

function underBase(pathname: string): boolean {
  return pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`)
}

function inApp(url: URL): Destination {
  return { kind: 'app', path: `${appPath(url.pathname)}${url.search}${url.hash}`, refused: false }
}

/** The destination as one address: an app path stays a router path, an external one is absolute. */
export function followableAddress(raw: unknown, options?: FollowOptions): string {
  const destination = followableDestination(raw, options)
  return destination.kind === 'app' ? destination.path : destination.href
}

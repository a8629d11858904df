import { catalogue, type CallSpec } from '../api/catalogue'
import { DEFAULT_API_BASE, DOCTOR_PREFIX, RESIDENT_PREFIX } from '../api/wire'

// Which named call a request is: its method, and its path under the API base, where a leading /reabs/ may
// arrive as /doabf/ and the reverse (the client swaps them by page), and {placeholders} match one segment.
export interface MatchedCall {
  name: string
  spec: CallSpec
  /** The path as sent, without base and query: what the client signed. */
  signedPath: string
  params: Record<string, string>
  /**
   * Every call name this request may be: the client swaps /reabs/ and /doabf/, so area.byParent sent from a
   * doctor page arrives as area.streets. Faults injected on any of them apply.
   */
  names: string[]
}

interface Route {
  name: string
  spec: CallSpec
  pattern: RegExp
  keys: string[]
}

function swapped(path: string): string | undefined {
  if (path.startsWith(RESIDENT_PREFIX)) return DOCTOR_PREFIX + path.slice(RESIDENT_PREFIX.length)
  if (path.startsWith(DOCTOR_PREFIX)) return RESIDENT_PREFIX + path.slice(DOCTOR_PREFIX.length)
  return undefined
}

function compile(name: string, spec: CallSpec, path: string): Route {
  const keys: string[] = []
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const key = /^\{([^}]+)\}$/.exec(part)
      if (key) {
        keys.push(key[1])
        return '([^/]+)'
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return { name, spec, pattern: new RegExp(`^${source}$`), keys }
}

// Exact paths first, so /doabf/area/by_parent is area.streets and /reabs/area/by_parent is area.byParent;
// the swapped forms only catch what no exact path claims.
const routes: Route[] = (() => {
  const exact: Route[] = []
  const swaps: Route[] = []
  for (const [name, spec] of Object.entries(catalogue)) {
    for (const path of [spec.path, spec.doctorAppPath]) {
      if (!path) continue
      exact.push(compile(name, spec, path))
      const other = swapped(path)
      if (other) swaps.push(compile(name, spec, other))
    }
  }
  return [...exact, ...swaps]
})()

function canonical(method: string, path: string): string {
  return `${method} ${path.startsWith(DOCTOR_PREFIX) ? RESIDENT_PREFIX + path.slice(DOCTOR_PREFIX.length) : path}`
}

const namesByCanonicalPath = new Map<string, string[]>()
for (const [name, spec] of Object.entries(catalogue)) {
  for (const path of [spec.path, spec.doctorAppPath]) {
    if (!path) continue
    const key = canonical(spec.method, path)
    namesByCanonicalPath.set(key, [...(namesByCanonicalPath.get(key) ?? []), name])
  }
}

export function matchCall(method: string, url: URL): MatchedCall | undefined {
  if (!url.pathname.startsWith(`${DEFAULT_API_BASE}/`)) return undefined
  const signedPath = url.pathname.slice(DEFAULT_API_BASE.length)
  for (const route of routes) {
    if (route.spec.method !== method.toUpperCase()) continue
    const found = route.pattern.exec(signedPath)
    if (!found) continue
    const params: Record<string, string> = {}
    route.keys.forEach((key, i) => (params[key] = decodeURIComponent(found[i + 1])))
    const names = namesByCanonicalPath.get(canonical(route.spec.method, signedPath)) ?? [route.name]
    return { name: route.name, spec: route.spec, signedPath, params, names: names.includes(route.name) ? names : [route.name, ...names] }
  }
  return undefined
}

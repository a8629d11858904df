// What the route table and the duplicate checks need from a screen file (its id and routes), read as
// leniently as possible: a screen with other mistakes must still be reachable at its route, so the app can
// show what is wrong with it instead of a blank page.
import type { ScreenRoute } from '../../src/engine/loaded-screen.ts'

export interface DeclaredRoute extends ScreenRoute {
  /** JSON path of the route's path, for problems: /routes/0/path. */
  at: string
}

export interface ScreenIdentity {
  file: string
  id: string | undefined
  routes: DeclaredRoute[]
}

const AUTHS: readonly string[] = ['none', 'login', 'doctor'] satisfies ScreenRoute['auth'][]

function asAuth(value: unknown): ScreenRoute['auth'] {
  // Only a screen with problems has an unreadable auth, and such a screen ships no config, only its problems:
  // letting anyone reach it shows them the failure page (in dev, the overlay) rather than a login first.
  return typeof value === 'string' && AUTHS.includes(value) ? (value as ScreenRoute['auth']) : 'none'
}

/** The identity of a file that is not JSON: no id, and whatever routes can be salvaged. */
export function identityOfText(file: string, text: string): ScreenIdentity {
  return { file, id: undefined, routes: salvageRoutes(text) }
}

/** Id and routes of a parsed screen config, skipping what cannot be read. */
export function identityOf(file: string, config: unknown): ScreenIdentity {
  const record = config && typeof config === 'object' && !Array.isArray(config) ? (config as Record<string, unknown>) : {}
  const routes: DeclaredRoute[] = []
  if (Array.isArray(record.routes)) {
    record.routes.forEach((r: unknown, i) => {
      const route = r && typeof r === 'object' ? (r as Record<string, unknown>) : {}
      if (typeof route.path === 'string' && route.path.startsWith('/')) {
        routes.push({ path: route.path, auth: asAuth(route.auth), at: `/routes/${i}/path` })
      }
    })
  }
  return { file, id: typeof record.id === 'string' ? record.id : undefined, routes }
}

/** Routes found in text that is not valid JSON: the "path" (and "auth") strings of the routes list. */
export function salvageRoutes(text: string): DeclaredRoute[] {
  const start = text.indexOf('"routes"')
  if (start < 0) return []
  const end = text.indexOf(']', start)
  const list = text.slice(start, end < 0 ? undefined : end)
  const routes: DeclaredRoute[] = []
  for (const [entry] of list.matchAll(/\{[^{}]*\}?/g)) {
    const path = /"path"\s*:\s*"(\/[^"]*)"/.exec(entry)?.[1]
    const at = `/routes/${routes.length}/path`
    if (path) routes.push({ path, auth: asAuth(/"auth"\s*:\s*"([^"]*)"/.exec(entry)?.[1]), at })
  }
  return routes
}

// Route matching for the app's flat route table, as React Router 7 matched it (its `matchRoutes`, `compilePath`,
// `computeScore`), so every address opens what it opened before: paths compared without regard to case, after
// the address is percent-decoded segment by segment; `:name` a whole segment; a trailing `*` the rest; among the
// routes that match, the most specific (written-out segments 10, parameters 3, a splat -2), then the table's
// order. Screen paths are plain (schemas/screen.schema.json: no optional segment, no splat), so React Router's
// optional segments and nested routes are not needed here. route-match.test.ts holds the two to each other over
// every route of the table. Pure, so the app's router (src/shell/router) and the build's frames step
// (scripts/vite/frames-plugin.ts, serving each address the frame of the route the app would show) rank alike.

/** A route as matching sees it: its path, and whatever its owner keeps with it. */
export interface PathRoute {
  path: string
}

export type RouteParams = Readonly<Record<string, string | undefined>>

export interface RouteMatch<R extends PathRoute> {
  route: R
  params: RouteParams
}

interface Compiled {
  pattern: RegExp
  names: string[]
  score: number
}

const compiledRoutes = new WeakMap<PathRoute, Compiled>()

const PARAM = /^:[\w-]+$/

/** React Router's ranking: how specific a path is. */
function score(path: string): number {
  const segments = `/${path}`.replace(/\/\/+/g, '/').split('/')
  const splat = segments.includes('*')
  return segments
    .filter((s) => s !== '*')
    .reduce((sum, s) => sum + (PARAM.test(s) ? 3 : s === '' ? 1 : 10), segments.length + (splat ? -2 : 0))
}

function compile(route: PathRoute): Compiled {
  let compiled = compiledRoutes.get(route)
  if (compiled) return compiled
  const { path } = route
  const names: string[] = []
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name)
        return '/([^\\/]+)'
      })
  if (path.endsWith('*')) {
    names.push('*')
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  } else {
    source += '\\/*$'
  }
  compiled = { pattern: new RegExp(source, 'i'), names, score: score(path) }
  compiledRoutes.set(route, compiled)
  return compiled
}

/** The path under the base (`/edu/x` → `/x`), or null when the address is not the app's. Case is ignored. */
export function stripBase(pathname: string, base: string): string | null {
  if (base === '' || base === '/') return pathname
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return null
  const start = base.endsWith('/') ? base.length - 1 : base.length
  const next = pathname.charAt(start)
  if (next && next !== '/') return null
  return pathname.slice(start) || '/'
}

function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    return value
  }
}

const ranked = new WeakMap<readonly PathRoute[], PathRoute[]>()

/** The routes most specific first, the table's order among equals (a stable sort); kept per list. */
function rank<R extends PathRoute>(routes: readonly R[]): R[] {
  let list = ranked.get(routes) as R[] | undefined
  if (!list) {
    list = [...routes].sort((a, b) => compile(b).score - compile(a).score)
    ranked.set(routes, list)
  }
  return list
}

/** The route an app path (without the base) shows, with its parameters; null when none matches. */
export function matchRoute<R extends PathRoute>(routes: readonly R[], pathname: string): RouteMatch<R> | null {
  const decoded = decodePath(pathname || '/')
  for (const route of rank(routes)) {
    const { pattern, names } = compile(route)
    const found = pattern.exec(decoded)
    if (!found) continue
    const params: Record<string, string> = {}
    names.forEach((name, i) => (params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')))
    return { route, params }
  }
  return null
}

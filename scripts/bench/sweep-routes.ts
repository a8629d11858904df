// The routes a sweep visits: every route of the route table the production build serves (screens/, as
// `npm run screens -- routes` and the every-route browser test read it), each opened at the route test's example
// address (tests/routes/example-address.ts) by the person the browser tests open it as: nobody for a public
// route, else the demo doctor or resident the identity provider offers for that address (demo-sessions.ts).
import { matchPath } from 'react-router-dom'
import { personFor } from '../../tests/e2e/demo-sessions.ts'
import { addressOf, exampleOf } from '../../tests/routes/example-address.ts'
import { screenFilesIn, screensDir } from '../screens/files.ts'
import { routeTable, type RouteRow } from '../screens/route-table.ts'
import type { DemoPerson } from './login.ts'

export type Visitor = 'nobody' | DemoPerson

export interface SweepRoute {
  /** The route's pattern, as the route table has it. */
  route: string
  /** The address opened (under /edu). */
  address: string
  visitor: Visitor
  /** The word the route test expects the screen to show, when it names one: its arrival is the content. */
  shows?: string
}

export function toSweepRoute(row: Pick<RouteRow, 'path' | 'auth'>): SweepRoute {
  const address = addressOf(row.path)
  const visitor: Visitor = row.auth === 'none' ? 'nobody' : personFor(address, row.auth)
  const example = exampleOf(row.path)
  return { route: row.path, address, visitor, ...(example?.shows ? { shows: example.shows } : {}) }
}

/** Every route of the app's route table, in its (code-point) order; a route served twice is visited once. */
export function allSweepRoutes(): SweepRoute[] {
  const rows = routeTable(screenFilesIn([screensDir]), [screensDir])
  const seen = new Set<string>()
  return rows.filter((r) => !seen.has(r.path) && seen.add(r.path)).map(toSweepRoute)
}

/** `only`'s entries match a route by its pattern, its address, or an address the pattern matches. */
function matches(route: SweepRoute, wanted: string): boolean {
  const path = wanted.replace(/^\/edu(?=\/)/, '')
  return route.route === path || route.address === path || Boolean(matchPath({ path: route.route, end: true }, path.split('?')[0]))
}

/** `count` routes spread evenly over the table (the first, the last, and evenly between), in table order. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (count <= 0 || count >= items.length) return [...items]
  if (count === 1) return [items[0]]
  const picked = new Set(Array.from({ length: count }, (_, i) => Math.round((i * (items.length - 1)) / (count - 1))))
  return items.filter((_, i) => picked.has(i))
}

/**
 * The routes to sweep: those `only` names (an unknown name is an error, not an empty sweep), or `limit` spread
 * over the table, or all.
 */
export function selectRoutes(routes: readonly SweepRoute[], only: readonly string[], limit: number): SweepRoute[] {
  let chosen = [...routes]
  if (only.length) {
    const unknown = only.filter((w) => !routes.some((r) => matches(r, w)))
    if (unknown.length) throw new Error(`--only: no route of the table matches ${unknown.join(', ')}`)
    chosen = routes.filter((r) => only.some((w) => matches(r, w)))
  }
  return spread(chosen, limit)
}

/** Visits grouped by person (nobody, the doctor, the resident), so each person logs in once. */
export function byVisitor(routes: readonly SweepRoute[]): SweepRoute[] {
  const order: Visitor[] = ['nobody', 'doctor', 'resident']
  return order.flatMap((v) => routes.filter((r) => r.visitor === v))
}

import type { RouteObject } from 'react-router-dom'

// React Router flattens, ranks and compiles every route of the table each time it matches an address: with some
// 240 routes that took 13-16 ms of a phone's first render, as one piece. A route whose first segment is written
// out can only match addresses with that first segment, so each address is matched against those and the routes
// that start with a parameter, a splat or an optional segment (React Router's own ranking then decides).

const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? ''
const isLiteral = (segment: string) => segment !== '' && !/[:*?]/.test(segment)

/** The routes that could match an address, by its first segment (matching ignores case, as React Router's does). */
export function routesByFirstSegment(routes: readonly RouteObject[]): (pathname: string) => RouteObject[] {
  const open: RouteObject[] = []
  const literal = new Map<string, RouteObject[]>()
  for (const route of routes) {
    const segment = firstSegment(route.path ?? '')
    if (!isLiteral(segment)) open.push(route)
    else literal.set(segment, [...(literal.get(segment) ?? []), route])
  }
  const chosen = new Map<string, RouteObject[]>()
  return (pathname) => {
    const segment = firstSegment(pathname)
    let list = chosen.get(segment)
    if (!list) {
      list = [...(literal.get(segment) ?? []), ...open]
      chosen.set(segment, list)
    }
    return list
  }
}

import type { AppRoute } from './router'

// Ranking the whole table for each address (as React Router did, flattening and compiling it each time): with some
// 240 routes that took 13-16 ms of a phone's first render, as one piece, and the first segment alone still left
// 50-odd routes under /doctor or /health (5 ms per match here).
// A route whose leading segments are written out can only match addresses that start with them, so each address
// is matched against those routes and the ones whose leading segments hold a parameter, a splat or an optional
// segment (the router's ranking then decides, among them in the table's order: src/shared-logic/route-match.ts).

/** How many leading segments pick the routes: two splits the largest groups into about a dozen routes each. */
const LEADING = 2

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

const leadingSegments = (path: string) => path.replace(/^\/+/, '').split('/').slice(0, LEADING).map(decoded)
const isLiteral = (segment: string) => segment !== '' && !/[:*?]/.test(segment)

/** The routes that could match an address, by its leading segments (matching ignores case). */
export function routesByLeadingSegments<R extends AppRoute>(routes: readonly R[]): (pathname: string) => R[] {
  // Each route's written-out leading segments, up to the first that is not.
  const prefixes = routes.map((route) => {
    const literal: string[] = []
    for (const segment of leadingSegments(route.path)) {
      if (!isLiteral(segment)) break
      literal.push(segment)
    }
    return literal
  })
  const chosen = new Map<string, R[]>()
  return (pathname) => {
    const segments = leadingSegments(pathname)
    const key = segments.join('/')
    let list = chosen.get(key)
    if (!list) {
      list = routes.filter((_, i) => prefixes[i].every((segment, at) => segments[at] === segment))
      chosen.set(key, list)
    }
    return list
  }
}

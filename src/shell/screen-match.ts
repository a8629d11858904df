// Which screen an app path shows, without React: the redirects (which show none) and every screen's routes as
// plain routes, matched with React Router's ranking. The route table (route-table.tsx) gives these routes their
// elements, and the first screen's code is asked for from them before React has drawn anything (early-start.ts).
import { matchRoutes, type RouteObject } from 'react-router-dom'
import type { ScreenEntry, ScreenRoute as Route } from '../engine'
import redirectsConfig from './redirects.json'

export interface Redirect {
  from: string
  to: string
}

export const redirects: readonly Redirect[] = redirectsConfig.redirects

/** What a matchable route stands for: a screen with its route's guard, or a redirect. */
export type RouteHandle = { screen: ScreenEntry; auth: Route['auth'] } | { redirectTo: string }

/** A screen route matched by an app path: the screen, its route's guard and the path's route params. */
export interface ScreenMatch {
  entry: ScreenEntry
  auth: Route['auth']
  params: Record<string, string | undefined>
}

/** The redirects, then every route of every screen, in the table's order. */
export function matchableRoutes(screens: readonly ScreenEntry[], list: readonly Redirect[] = redirects): RouteObject[] {
  const routes: RouteObject[] = list.map((r) => ({ path: r.from, handle: { redirectTo: r.to } satisfies RouteHandle }))
  for (const entry of screens)
    for (const route of entry.routes) routes.push({ path: route.path, handle: { screen: entry, auth: route.auth } satisfies RouteHandle })
  return routes
}

/** The screen an app path (without the base) shows, if a screen route matches it. */
export function screenAt(routes: RouteObject[], pathname: string): ScreenMatch | undefined {
  const match = matchRoutes(routes, pathname)?.at(-1)
  const handle = match?.route.handle as RouteHandle | undefined
  return match && handle && 'screen' in handle ? { entry: handle.screen, auth: handle.auth, params: match.params } : undefined
}

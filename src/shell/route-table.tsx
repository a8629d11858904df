import { Navigate, type RouteObject } from 'react-router-dom'
import type { ScreenEntry } from '../engine'
import redirectsConfig from './redirects.json'
import { ScreenRoute } from './ScreenRoute'
import { UnknownPath } from './UnknownPath'

export interface Redirect {
  from: string
  to: string
}

export const redirects: readonly Redirect[] = redirectsConfig.redirects

/** The route table: every route of every screen (each screen its own lazy chunk), the redirects, and the rest. */
export function routeTable(screens: readonly ScreenEntry[], list: readonly Redirect[] = redirects): RouteObject[] {
  const routes: RouteObject[] = list.map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> }))
  for (const entry of screens) {
    for (const route of entry.routes) {
      routes.push({ path: route.path, element: <ScreenRoute key={entry.id} entry={entry} auth={route.auth} /> })
    }
  }
  routes.push({ path: '*', element: <UnknownPath /> })
  return routes
}

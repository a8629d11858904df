import { Suspense } from 'react'
import { lazyComponent, type ScreenEntry } from '../engine'
import redirectsConfig from './redirects.json'
import { debugRoutes } from './debug-routes'
import { ScreenRoute } from './ScreenRoute'
import { ShellLoader } from './ShellLoader'
import { UnknownPath } from './UnknownPath'
import { Navigate, type AppRoute } from './router'
import { factsOf } from './screen-facts'

export interface Redirect {
  from: string
  to: string
}

// Its own chunk, with the config checker: the entry stays as small as it was for apps that never open one.
const RemoteScreenRoute = lazyComponent(async () => (await import('./RemoteScreenRoute')).RemoteScreenRoute)

/** Where published screen configs are drawn: the config comes from `screens.get` by token (and id). */
export const REMOTE_SCREEN_PATHS = ['/activity/page/:token', '/activity/page/:token/:id'] as const
/** A page's draft, opened by its preview link (`?key=` from the screens service; issue 34's preview on a phone). */
export const PREVIEW_SCREEN_PATHS = ['/activity/preview/:token', '/activity/preview/:token/:id'] as const

export const redirects: readonly Redirect[] = redirectsConfig.redirects

/** The route table: every route of every screen (each screen its own lazy chunk), the redirects, and the rest. */
export function routeTable(screens: readonly ScreenEntry[], list: readonly Redirect[] = redirects): AppRoute[] {
  const routes: AppRoute[] = list.map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> }))
  for (const entry of screens) {
    for (const route of entry.routes) {
      routes.push({
        path: route.path,
        // The route's facts (visit name, socket, …), which the shell reads for the route shown (screen-facts.ts).
        handle: { facts: factsOf(route) },
        element: <ScreenRoute key={entry.id} entry={entry} auth={route.auth} />,
      })
    }
  }
  // Activity pages published at run time (SPEC §2 {token}, {token}{id}; src/api/ASSUMPTIONS.md gives the prefix).
  const remote = (path: string, from: 'backend' | 'preview') => ({
    path,
    element: (
      <Suspense key={path} fallback={<ShellLoader />}>
        <RemoteScreenRoute from={from} />
      </Suspense>
    ),
  })
  for (const path of REMOTE_SCREEN_PATHS) routes.push(remote(path, 'backend'))
  for (const path of PREVIEW_SCREEN_PATHS) routes.push(remote(path, 'preview'))
  // The 调试 panel's pasted config (checked the same way) and the playground: builds with developer tools only.
  routes.push(...debugRoutes())
  routes.push({ path: '*', element: <UnknownPath /> })
  return routes
}

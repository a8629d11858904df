// The page may come with its route's frame already drawn (written at build time by scripts/prerender; docs/frames.md).
// Hydrated, it stays on screen and becomes the app's, instead of the app drawing its first frame over it.
import { startScreen } from '../engine'
import { appPath } from '../platform'
import { mayFetchEarly } from '../session'
import { matchRoute } from './router'
import { drawScreenAsFrame } from './ScreenFrame'
import type { StartedShell } from './start-shell'

/**
 * Whether the page's #root holds a frame the app's first render reproduces: one written for the route this address
 * takes (a static host's rule may have served another), whose screen chunk is now loaded so the first render draws
 * it `still`, as the build did. False otherwise: the app then draws over the frame, as over index.html's loader.
 */
export async function hydratableFrame(
  container: HTMLElement,
  started: Pick<StartedShell, 'engine' | 'routesFor' | 'screens'>,
): Promise<boolean> {
  const pattern = container.dataset.frame
  if (pattern === undefined) return false
  const path = appPath(window.location.pathname)
  const match = matchRoute(started.routesFor(path), path)
  if (match?.route.path !== pattern) return false
  const entry = started.screens.find((screen) => screen.routes.some((r) => r.path === pattern))
  const auth = entry?.routes.find((r) => r.path === pattern)?.auth
  if (!entry || !auth) return false
  // The screen's data is asked for now, beside its code, as a route match does: hydrating waits for the code, and
  // the route's own ask (ScreenRoute, at the hydrating render's commit) would come only then. It finds these
  // requests in flight and shares them, as these find the calls the page itself began (frame-asks.ts).
  const query = Object.fromEntries(new URLSearchParams(window.location.search))
  void startScreen(
    started.engine,
    started.engine.requests,
    entry,
    { route: match.params, query },
    new AbortController().signal,
    mayFetchEarly(auth),
  )
  return drawScreenAsFrame(started.engine, entry).catch(() => false)
}

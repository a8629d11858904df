// The developer tools' routes: /debug/pasted (a config pasted into the 调试 panel, checked as a published one),
// /debug/playground and /debug/builder. A build for a real backend (VITE_API_BASE) leaves them out unless
// VITE_DEV_TOOLS=true: vite.config.ts puts debug-routes.none.ts in this module's place, so no route nor its code is in it.
import { Suspense } from 'react'
import { lazyComponent } from '../engine'
import { PASTED_SCREEN_PATH } from './devtools/pasted-screen'
import { PLAYGROUND_PATH } from './playground/path'
import { BUILDER_PATH } from './builder/path'
import { ShellLoader } from './ShellLoader'
import type { AppRoute } from './router'

const RemoteScreenRoute = lazyComponent(async () => (await import('./RemoteScreenRoute')).RemoteScreenRoute)
// The authoring playground, its own chunk (it carries the remote screen's checker).
const PlaygroundRoute = lazyComponent(async () => (await import('./playground/PlaygroundRoute')).PlaygroundRoute)
// The builder for staff who don't write JSON (issue 34), its own chunk beside the playground's.
const BuilderRoute = lazyComponent(async () => (await import('./builder/BuilderRoute')).BuilderRoute)

export function debugRoutes(): AppRoute[] {
  return [
    {
      path: PASTED_SCREEN_PATH,
      element: (
        <Suspense key={PASTED_SCREEN_PATH} fallback={<ShellLoader />}>
          <RemoteScreenRoute from="pasted" />
        </Suspense>
      ),
    },
    {
      path: PLAYGROUND_PATH,
      element: (
        <Suspense fallback={<ShellLoader />}>
          <PlaygroundRoute />
        </Suspense>
      ),
    },
    {
      path: BUILDER_PATH,
      element: (
        <Suspense fallback={<ShellLoader />}>
          <BuilderRoute />
        </Suspense>
      ),
    },
  ]
}

// The screens service (server/screens-service) inside `npm run dev` and `npm run preview`: staff's API under
// /edu/screens-api and the app's screens.get and screens.submitEntry under /edu/api, over the embedded store
// (.screens-data/, or SCREENS_DATA_DIR / SCREENS_DATABASE_URL). The store opens on the first request, so the
// servers start as fast as before; `npm run screens-service` runs the same handler on its own.
import type { Plugin } from 'vite'
import { screensMiddleware } from '../../server/screens-service/http.ts'
import type { ScreensService } from '../../server/screens-service/service.ts'

export function screensServicePlugin(options: { dev: boolean }): Plugin {
  // Imported on the first request too: the store brings PGlite and the screen checker, which the config need not load.
  let opening: Promise<ScreensService> | undefined
  const service = () => (opening ??= import('../../server/screens-service/open.ts').then(({ lazyService }) => lazyService()()))
  return {
    name: 'edu-screens-service',
    configureServer: (server) => {
      if (options.dev) server.middlewares.use(screensMiddleware(service))
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(screensMiddleware(service))
      // A preview serves a finished build: open the store now, not on the first visitor's page (PGlite and the
      // screen checker take seconds on a busy machine). The dev server stays lazy so its start stays quick.
      service().catch((e: unknown) => console.error('[screens-service]', e))
    },
  }
}

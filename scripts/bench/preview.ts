// vite preview of one build on a bench port, in this process (so the bench stops it for sure). The build's
// assets are gzipped once and kept, as a production host serves them and as the AMIS pages are served
// (static-files.ts), rather than by preview, which compresses each response anew, and so is the page itself; for the 'api' build it
// proxies the API and the mock identity provider to the Node backend, so the page sees one origin.
import { preview, type PreviewServer } from 'vite'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib/schema-files.ts'
import { API_BASE, outDirOf, type Variant } from './build.ts'
import { documentMiddleware, staticMiddleware } from './static-files.ts'
import { FRAME_INDEX, type FrameIndex } from '../prerender/frame-page.ts'
import { frameFor } from '../vite/frames-plugin.ts'
import { HOST, PORTS } from './setup.ts'

export interface Served {
  /** The app's address without a trailing slash: http://127.0.0.1:4190/edu */
  baseUrl: string
  close: () => Promise<void>
}

/** Each address's frame page in a build, as `npm run preview` and a static host serve them (docs/frames.md). */
function framePages(outDir: string): (appPath: string) => string | undefined {
  const file = join(outDir, FRAME_INDEX)
  if (!existsSync(file)) return () => undefined
  const index = JSON.parse(readFileSync(file, 'utf8')) as FrameIndex
  return (appPath) => {
    try {
      return frameFor(index, decodeURIComponent(appPath))
    } catch {
      return undefined
    }
  }
}

/** Serves a variant's build on its port; `place` serves another build of that variant (against.ts) on another port. */
export async function servePreview(
  variant: Variant,
  place: { outDir: string; port: number } = { outDir: outDirOf(variant), port: variant === 'mock' ? PORTS.previewMock : PORTS.previewApi },
): Promise<Served> {
  const { outDir, port } = place
  // The object form: Vite's string shorthand turns changeOrigin on, and the backend must see the page's Host
  // for the identity provider's same-origin redirect check.
  const backend = { target: `http://${HOST}:${PORTS.apiServer}`, changeOrigin: false }
  const server: PreviewServer = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    plugins: [
      {
        name: 'bench-static-files',
        // Added here, before preview's own middlewares (proxy, compression, files).
        configurePreviewServer: (server) => {
          server.middlewares.use(staticMiddleware('/edu/assets/', join(outDir, 'assets')))
          server.middlewares.use(documentMiddleware('/edu/', join(outDir, 'index.html'), [API_BASE, '/edu/__mock/'], framePages(outDir)))
        },
      },
    ],
    preview: {
      host: HOST,
      port,
      strictPort: true,
      open: false,
      proxy: variant === 'api' ? { [API_BASE]: backend, '/edu/__mock/idp': backend } : undefined,
    },
  })
  return { baseUrl: `http://${HOST}:${port}/edu`, close: () => server.close() }
}

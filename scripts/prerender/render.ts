// Draws every route's frame in Node (frame-app.tsx) through Vite's module runner, with the app's own config: the
// same plugins (the screen manifest, the forms' validators) as the build.
import { createServer } from 'vite'
import { root } from '../lib/schema-files.ts'
import type { Frame, Skipped } from './frame-app.tsx'
import { buildContents, leftOutAliases } from '../vite/real-backend-plugin.ts'

export async function renderFrames(): Promise<{ frames: Frame[]; skipped: Skipped[]; others: string[] }> {
  const server = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Everything through Vite: antd-mobile's modules import their CSS, which Node cannot.
    ssr: { noExternal: ['antd-mobile'] },
    optimizeDeps: { noDiscovery: true, include: [] },
    // The same app as the build's: without the embedded backend or the developer tools when it has none (their
    // routes, the 调试 button), as vite.config.ts swaps them out of a build.
    resolve: { alias: leftOutAliases(buildContents(process.env)) },
  })
  try {
    const app = (await server.ssrLoadModule(`${root}/scripts/prerender/frame-app.tsx`)) as typeof import('./frame-app.tsx')
    return await app.renderFrames()
  } finally {
    await server.close()
  }
}

// Draws every route's frame in Node (frame-app.tsx) through Vite's module runner, with the app's own config: the
// same plugins (the screen manifest, the forms' validators) as the build.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'vite'
import { root } from '../lib/schema-files.ts'
import type { Frame, FrameOptions, Skipped } from './frame-app.tsx'
import { APP_DEADLINE_MS, inTime } from './deadline.ts'
import { buildContents, leftOutAliases } from '../vite/real-backend-plugin.ts'

// Process-wide (the config Vite loads is bundled anew, with modules of its own): whether frames are being drawn.
const DRAWING = Symbol.for('edu.frames.drawing')
type Marked = typeof globalThis & { [DRAWING]?: boolean }

/** How long the module runner's server may take to close before the step goes on without waiting for it. */
const CLOSE_DEADLINE_MS = 5_000

export async function renderFrames(options: FrameOptions = {}): Promise<{ frames: Frame[]; skipped: Skipped[]; others: string[] }> {
  const marked = globalThis as Marked
  // The server below loads vite.config.ts, whose frames plugin must never draw frames again from inside it (each
  // server's close ran the plugin's closeBundle, which started two more: docs/frames.md, "What it costs, and what keeps it from hanging").
  if (marked[DRAWING]) throw new Error('frames: asked to draw frames while drawing them (a build or server started inside the frames step)')
  marked[DRAWING] = true
  // Its own cache: Vite's shared one (node_modules/.vite, which every worktree's dev server and Vitest read) would
  // be rewritten for this server's config by each build, and raced by builds running at once.
  const cacheDir = mkdtempSync(join(tmpdir(), 'edu-frames-'))
  try {
    const server = await createServer({
      root,
      cacheDir,
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
      if (server.config.plugins.some((plugin) => plugin.name === 'edu-frames'))
        throw new Error('the module runner’s server has the frames plugin (it must apply to builds and previews only)')
      const load = () => server.ssrLoadModule(`${root}/scripts/prerender/frame-app.tsx`)
      const app = (await inTime('loading the app that draws the frames', load, APP_DEADLINE_MS)) as typeof import('./frame-app.tsx')
      return await app.renderFrames(options)
    } finally {
      // A frame that never finished leaves work behind, which close() would wait for.
      await Promise.race([server.close(), new Promise((resolve) => setTimeout(resolve, CLOSE_DEADLINE_MS).unref())])
    }
  } finally {
    marked[DRAWING] = false
    rmSync(cacheDir, { recursive: true, force: true })
  }
}

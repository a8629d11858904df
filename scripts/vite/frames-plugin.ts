// Each route's frame before any JavaScript (docs/frames.md): after the build, every route's frame is drawn and
// written as its own page (scripts/prerender); `npm run preview` serves an address the page of the route it takes,
// as a static host does by the rule docs/frames.md gives. EDU_FRAMES=0 builds without them.
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { FRAME_INDEX, type FrameIndex } from '../prerender/frame-page.ts'
import { matchRoute } from '../../src/shared-logic/route-match.ts'

/** The frame page (relative to the build) for an app path, if the route it takes has one. */
export function frameFor(index: FrameIndex, appPath: string): string | undefined {
  const files = new Map(index.frames.map((frame) => [frame.path, frame.file]))
  const paths = [...index.frames.map((frame) => frame.path), ...index.others, ...(index.without ?? []).map((route) => route.path)]
  // Ranked as the app's router ranks them (src/shared-logic/route-match.ts).
  const routes = paths.map((path) => ({ path, element: null }))
  const path = matchRoute(routes, appPath)?.route.path
  return path === undefined ? undefined : files.get(path)
}

/** Serves a page's frame: GET or HEAD of a page (not a file: no extension) under the base. */
export function framesMiddleware(outDir: string, base: string) {
  let index: FrameIndex | null | undefined
  const readIndex = () => {
    const file = join(outDir, FRAME_INDEX)
    index ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FrameIndex) : null
    return index
  }
  const pageOf = (req: IncomingMessage): string | undefined => {
    const url = new URL(req.url ?? '/', 'http://x')
    const frames = readIndex()
    if (!frames || (req.method !== 'GET' && req.method !== 'HEAD') || !url.pathname.startsWith(base)) return undefined
    const appPath = `/${url.pathname.slice(base.length)}`
    if (/\.[a-z0-9]+$/i.test(appPath) || appPath.startsWith('/api/')) return undefined
    return frameFor(frames, decodeURIComponent(appPath))
  }
  // Each page compressed once, on its first request (the build does not change under a running preview).
  const compressed = new Map<string, Buffer>()
  const gzipped = (file: string) => {
    let body = compressed.get(file)
    if (!body) {
      body = gzipSync(readFileSync(join(outDir, file)))
      compressed.set(file, body)
    }
    return body
  }
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const file = pageOf(req)
    if (!file) {
      next()
      return
    }
    // Compressed, as a static host with gzip on serves it (and as preview serves the files after this middleware):
    // a frame's page is 10 to 40 kB of HTML, 3 to 9 kB gzipped, which on slow 4G is one round trip instead of three.
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    const page = gzip ? gzipped(file) : readFileSync(join(outDir, file))
    res.statusCode = 200
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.setHeader('Vary', 'Accept-Encoding')
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.end(req.method === 'HEAD' ? undefined : page)
  }
}

export function framesPlugin(): Plugin {
  let outDir = 'dist'
  let base = '/'
  let skip = false
  return {
    name: 'edu-frames',
    // A build writes frames and a preview serves them; any other server (the dev server, Vitest's, Storybook's, the
    // module runner's server that draws the frames) has no use for the plugin, and must not have it: Vite's dev
    // server runs closeBundle when it closes (once per environment), so the frames step's own server drew all frames
    // again as it closed, twice, and each of those twice more, until the build ran out of memory.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      base = config.base
      // A build of something else than the app's page (a library, the server's bundle) has no frames.
      skip = Boolean(config.build.ssr) || Boolean(config.build.lib) || process.env.EDU_FRAMES === '0'
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // The app's own build only (its client environment), once.
        if (this.environment.name !== 'client') return
        // The app's page only (its loader in #root), not another page built with this config (Storybook's).
        const page = join(outDir, 'index.html')
        if (skip || !existsSync(page) || !readFileSync(page, 'utf8').includes('<div class="edu-boot"')) return
        const started = Date.now()
        const cpuAtStart = process.cpuUsage()
        // Imported here: the config loads without the renderer of frames, which brings Vite's server.
        const { writeFrames } = await import('../prerender/write-frames.ts')
        const { written, skipped } = await writeFrames(outDir, base).catch((e: unknown) => {
          const reason = e instanceof Error ? e.message : String(e)
          throw new Error(`frames: the build's frames were not written: ${reason} (EDU_FRAMES=0 builds without them)`, { cause: e })
        })
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        // The CPU time too: on a busy machine the wall time says more about the neighbours than about the step.
        const cpu = process.cpuUsage(cpuAtStart)
        const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1)
        this.environment.logger.info(
          `frames: ${written} pages written in ${seconds} s (${cpuSeconds} s of CPU)${skipped.length ? `, ${skipped.length} ${skipped.length === 1 ? 'route' : 'routes'} without one` : ''}`,
        )
        for (const s of skipped) this.environment.logger.warn(`frames: no frame for ${s.path} (${s.screen}): ${s.reason}`)
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(framesMiddleware(outDir, base))
    },
  }
}

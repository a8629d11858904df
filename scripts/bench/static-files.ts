// Static files as a production host serves them: each compressed once and kept (nginx's gzip_static, a CDN's
// cache), not compressed again for every request. Both engines' files are served this way in the bench, so
// neither one's time to content counts its server compressing: vite preview compresses every response anew,
// 17 ms of Node for our 455 kB entry on each load, while the CPU it takes is the page's too on 2 cores.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
}
/** Formats compressed already: sent as they are. Everything else (text, ttf and eot fonts) is gzipped. */
const PACKED = new Set(['.png', '.jpg', '.webp', '.woff', '.woff2'])

export interface StaticFile {
  type: string
  body: Buffer
  gzip: boolean
}

/** A folder's files by path below it, compressed on first request and kept; undefined outside it or missing. */
export function staticFiles(dir: string): (path: string) => StaticFile | undefined {
  const kept = new Map<string, StaticFile>()
  return (path) => {
    const file = normalize(join(dir, path))
    if (!file.startsWith(dir + sep)) return undefined
    let found = kept.get(file)
    if (!found) {
      if (!existsSync(file) || !statSync(file).isFile()) return undefined
      const ext = extname(file)
      const raw = readFileSync(file)
      const type = TYPES[ext] ?? 'application/octet-stream'
      found = PACKED.has(ext) ? { type, body: raw, gzip: false } : { type, body: gzipSync(raw), gzip: true }
      kept.set(file, found)
    }
    return found
  }
}

/** Headers of a static answer, the same for both engines. */
export function staticHeaders(found: { type: string; gzip?: boolean }): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': found.type, 'cache-control': 'no-cache' }
  if (found.gzip) headers['content-encoding'] = 'gzip'
  return headers
}

/** Answers with the file found, or leaves the request to the next middleware. */
function sendOr(res: ServerResponse, found: StaticFile | undefined, next: () => void): void {
  if (found) res.writeHead(200, staticHeaders(found)).end(found.body)
  else next()
}

/** A middleware (Connect's, a plain server's) answering `prefix`… from `dir` through staticFiles; anything else goes on. */
export function staticMiddleware(prefix: string, dir: string): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const files = staticFiles(dir)
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://bench').pathname
    sendOr(res, path.startsWith(prefix) ? files(decodeURIComponent(path.slice(prefix.length))) : undefined, next)
  }
}

/**
 * The app's page for every navigation under `prefix` (a single-page app's fallback), compressed once and kept as
 * its assets are: vite preview compressed the 15 kB page anew for each load (2-10 ms before the first byte,
 * against 0-2 ms for AMIS's pages). Requests that are not a document's (scripts, calls, pictures) go on, and so do
 * documents under `elsewhere` (the mock identity provider's pages).
 */
export function documentMiddleware(
  prefix: string,
  file: string,
  elsewhere: readonly string[] = [],
  pageFor: (appPath: string) => string | undefined = () => undefined,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const files = staticFiles(dirname(file))
  const name = basename(file)
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://bench').pathname
    const page =
      req.method === 'GET' &&
      req.headers['sec-fetch-dest'] === 'document' &&
      path.startsWith(prefix) &&
      !elsewhere.some((p) => path.startsWith(p))
    // The route's own page (its frame, docs/frames.md) when the build has one, as a static host serves it.
    sendOr(res, page ? files(pageFor(`/${path.slice(prefix.length)}`) ?? name) : undefined, next)
  }
}

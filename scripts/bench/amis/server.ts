// Serves the AMIS pages on a bench port: the SDK's files (gzipped, as vite preview serves ours), the pages of
// pages.ts, and their API, answered with the very data our own screens were answered in the same run (recorded
// by record.ts), in AMIS's envelope ({ status: 0, data }). The 50 ms every call waits is added by the timing
// harness for both engines alike, not here.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { AMIS_API, AMIS_PAGES, amisHtml, amisPagePath } from './pages.ts'
import type { RecordedData } from './record.ts'

export interface AmisServer {
  baseUrl: string
  close: () => Promise<void>
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
}

/** What one request is answered: a body of a type, gzipped or not; undefined is a 404. */
interface Answer {
  type: string
  body: Buffer | string
  gzip?: boolean
}

const json = (data: unknown): Answer => ({ type: 'application/json; charset=utf-8', body: JSON.stringify({ status: 0, msg: '', data }) })

export async function startAmisServer(port: number, host: string, sdkDir: string, data: RecordedData): Promise<AmisServer> {
  // Each file compressed once: sdk.js is 2 MB, and compressing it per load would time the server, not AMIS.
  const compressed = new Map<string, Buffer>()
  const sdkFile = (path: string): Buffer | undefined => {
    const file = normalize(join(sdkDir, path))
    if (!file.startsWith(sdkDir + sep) || !existsSync(file) || !statSync(file).isFile()) return undefined
    let bytes = compressed.get(file)
    if (!bytes) compressed.set(file, (bytes = gzipSync(readFileSync(file))))
    return bytes
  }
  const pages = new Map(AMIS_PAGES.map((p) => [amisPagePath(p), amisHtml(p)]))

  const answer = (method: string, url: URL): Answer | undefined => {
    const path = url.pathname
    const page = pages.get(path)
    if (page) return { type: 'text/html; charset=utf-8', body: page }
    if (path.startsWith('/amis/sdk/')) {
      const bytes = sdkFile(decodeURIComponent(path.slice('/amis/sdk/'.length)))
      return bytes && { type: TYPES[extname(path)] ?? 'application/octet-stream', body: bytes, gzip: true }
    }
    // As our app has one: the browser asks for it on every load.
    if (path === '/favicon.ico') return { type: 'image/x-icon', body: '' }
    if (path === `${AMIS_API}/points/account`) return json(data.pointsAccount)
    if (path === `${AMIS_API}/points/bills`) {
      // Only the first page was recorded: the bench times the first month group, and a later page is empty.
      const first = url.searchParams.get('current') === '1'
      return json({ items: first ? data.pointsFirstPage : [], total: data.pointsFirstPage.length })
    }
    if (path === `${AMIS_API}/regions`) return json({ options: [] })
    if (method === 'POST' && path.startsWith(AMIS_API)) return json({})
    return undefined
  }

  const server = createServer((req, res) => {
    const found = answer(req.method ?? 'GET', new URL(req.url ?? '/', `http://${host}`))
    if (!found) {
      res.writeHead(404).end('not found')
      return
    }
    const headers: Record<string, string> = { 'content-type': found.type, 'cache-control': 'no-cache' }
    if (found.gzip) headers['content-encoding'] = 'gzip'
    res.writeHead(200, headers).end(found.body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  // Port 0 (tests): whichever the system gave.
  const address = server.address()
  const bound = address && typeof address === 'object' ? address.port : port
  return {
    baseUrl: `http://${host}:${String(bound)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Serves the AMIS pages on a bench port: the SDK's files (each gzipped once, as ours are: static-files.ts), the pages of
// pages.ts, and their API, answered with the very data our own screens were answered in the same run (recorded
// by record.ts), in AMIS's envelope ({ status: 0, data }), after the same delay as ours (answerAfter).
import { createServer } from 'node:http'
import { staticFiles, staticHeaders, type StaticFile } from '../static-files.ts'
import { AMIS_API, AMIS_PAGES, amisHtml, amisPagePath } from './pages.ts'
import type { RecordedData } from './record.ts'

export interface AmisServer {
  baseUrl: string
  /** Answer every API call this long after it came, as our API server does (0, the default: at once). */
  answerAfter: (ms: number) => void
  close: () => Promise<void>
}

/** What one request is answered: a body of a type, gzipped or not; undefined is a 404. */
type Answer = StaticFile | { type: string; body: string; gzip?: false }

const json = (data: unknown): Answer => ({ type: 'application/json; charset=utf-8', body: JSON.stringify({ status: 0, msg: '', data }) })

export async function startAmisServer(port: number, host: string, sdkDir: string, data: RecordedData): Promise<AmisServer> {
  // Each file compressed once, as ours are (static-files.ts): sdk.js is 2 MB.
  const sdkFile = staticFiles(sdkDir)
  const pages = new Map(AMIS_PAGES.map((p) => [amisPagePath(p), amisHtml(p)]))

  const answer = (method: string, url: URL): Answer | undefined => {
    const path = url.pathname
    const page = pages.get(path)
    if (page) return { type: 'text/html; charset=utf-8', body: page }
    if (path.startsWith('/amis/sdk/')) return sdkFile(decodeURIComponent(path.slice('/amis/sdk/'.length)))
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

  let delayMs = 0
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    const reply = () => {
      const found = answer(req.method ?? 'GET', url)
      if (!found) {
        res.writeHead(404).end('not found')
        return
      }
      res.writeHead(200, staticHeaders(found)).end(found.body)
    }
    if (delayMs && url.pathname.startsWith(`${AMIS_API}/`)) setTimeout(reply, delayMs)
    else reply()
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
    answerAfter: (ms) => (delayMs = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

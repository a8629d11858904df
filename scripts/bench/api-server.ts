// The embedded backend answering over HTTP in Node, standing in for the real API of a VITE_API_BASE build:
// the same MSW handlers (src/mock-api/backend.ts), called with msw's getResponse for each incoming request.
// It also serves the mock identity provider's page and login (/edu/__mock/idp…) as HTTP.
// The backend uses import.meta.glob (schemas, lazy region shards), so it is loaded through Vite's SSR module
// loader, which stays open while the server runs.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { createServer as createViteServer } from 'vite'
import type { createMockBackend } from '../../src/mock-api/backend.ts'
import { root } from '../lib/schema-files.ts'

export interface ApiServer {
  /** Answer every API call this long after it came (the time-to-content loads; 0, the default, for the rest). */
  answerAfter: (ms: number) => void
  close: () => Promise<void>
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const parts: Buffer[] = []
  for await (const part of req) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  // The Host the browser sent (the preview proxy keeps it), so the idp's same-origin redirect check holds.
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  return new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined })
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

export async function startApiServer(port: number, host: string): Promise<ApiServer> {
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const mod = (await vite.ssrLoadModule('/src/mock-api/backend.ts')) as { createMockBackend: typeof createMockBackend }
  const backend = mod.createMockBackend()

  let delayMs = 0
  const server = createHttpServer((req, res) => {
    void (async () => {
      try {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
        const response = await getResponse(backend.handlers, toRequest(req, await readBody(req)))
        await send(res, response ?? new Response('not found', { status: 404 }))
      } catch (error) {
        res.writeHead(500).end(String(error))
      }
    })()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    answerAfter: (ms) => (delayMs = ms),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await vite.close()
    },
  }
}

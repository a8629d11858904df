// The service over HTTP, as one Connect-style handler: Vite's dev and preview servers mount it, and so does the
// standalone server (main.ts). Two families of paths:
//   /edu/api/reabs/activity/page/config|entry  the app's calls screens.get and screens.submitEntry, in the
//                                              envelope every backend call answers (/doabf/ too, as the client swaps);
//   /edu/api/reabs/activity/page/draft         screens.preview: a draft for its preview link's ?key=;
//   /edu/screens-api/network                   staff: this machine's network addresses, for a phone's preview link;
//   /edu/screens-api/pages/{token}/{action}    staff: draft (GET, PUT), publish, versions, rollback, entries,
//                                              entries.csv; ?id= for /activity/page/{token}/{id}; a staff token as
//                                              `Authorization: Bearer …`;
//   /edu/screens-api/assets                    staff: POST a picture (the file's bytes as the body), answers its address;
//   /edu/screens-api/assets/{id}               anyone: GET the picture, cached for a year (its id is its content's hash).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ASSETS_PATH, MAX_ASSET_BYTES } from './assets.ts'
import { entriesCsv, fieldTitles } from './csv.ts'
import { ServiceError, serviceErrors } from './errors.ts'
import { networkAddresses } from './network.ts'
import type { ScreensService } from './service.ts'
import type { PageKey } from './store.ts'

export const APP_CALLS_PATH = /^\/edu\/api\/(?:reabs|doabf)\/activity\/page\/(config|entry|draft)$/
export const STAFF_API_BASE = '/edu/screens-api'
const NETWORK_PATH = `${STAFF_API_BASE}/network`
const STAFF_PATH = /^\/edu\/screens-api\/pages\/([^/]+)\/(draft|publish|versions|rollback|entries|entries\.csv)$/

/** A page config is a few kB; a megabyte leaves room for a long questionnaire and nothing silly. */
const MAX_BODY = 1024 * 1024

export type Next = (error?: unknown) => void

const ASSET_PATH = /^\/edu\/screens-api\/assets\/([^/]+)$/

/** A picture's bytes as sent; a little over the limit is read so "too large" is the service's to say. */
function readBytes(req: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_ASSET_BYTES + 1) {
        reject(serviceErrors.assetTooLarge())
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    req.on('error', reject)
  })
}

async function assetCall(service: ScreensService, id: string | null, req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  if (id === null && req.method === 'POST') {
    await service.staff(bearer(req)) // refused before the body is read
    return service.uploadAsset(bearer(req), await readBytes(req))
  }
  if (id === null || req.method !== 'GET') throw serviceErrors.notFound()
  const asset = await service.asset(decodeURIComponent(id))
  res.statusCode = 200
  res.setHeader('Content-Type', asset.contentType)
  res.setHeader('Content-Length', String(asset.bytes.length))
  // Named by its content's hash: the address never shows another picture, so it may be kept for a year.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(Buffer.from(asset.bytes))
  return undefined
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(serviceErrors.tooLarge())
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      if (!text.trim()) {
        resolve(undefined)
        return
      }
      try {
        resolve(JSON.parse(text))
      } catch {
        reject(serviceErrors.badRequest('请求体不是合法的 JSON'))
      }
    })
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json;charset=UTF-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(body))
}

const ok = (data: unknown) => ({ code: '000000', msg: '操作成功', data })

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

function fail(res: ServerResponse, e: unknown, appCall: boolean): void {
  if (!(e instanceof ServiceError)) {
    console.error('[screens-service]', e)
    send(res, 500, { code: '125000500', msg: '页面服务出错了，请稍后再试', data: null })
    return
  }
  // The app's calls answer business refusals inside a 200, as the backend does (SPEC §8); a bad payload is a 400.
  const status = appCall && e.status !== 400 && e.status !== 413 ? 200 : e.status
  send(res, status, { code: e.code, msg: e.message, data: null, ...(e.problems.length ? { problems: e.problems } : {}) })
}

async function appCall(service: ScreensService, which: string, req: IncomingMessage, url: URL): Promise<unknown> {
  const key = { token: url.searchParams.get('token')?.trim() ?? '', id: url.searchParams.get('id')?.trim() || null }
  if (which === 'config' || which === 'draft') {
    if (req.method !== 'GET') throw serviceErrors.notFound()
    return which === 'config' ? service.published(key) : service.preview(key, url.searchParams.get('key') ?? '')
  }
  if (req.method !== 'POST') throw serviceErrors.notFound()
  return service.submitEntry(await readBody(req))
}

async function staffCall(
  service: ScreensService,
  key: PageKey,
  action: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<unknown> {
  const token = bearer(req)
  const route = `${req.method ?? 'GET'} ${action}`
  switch (route) {
    case 'GET draft':
      return service.draft(token, key)
    case 'PUT draft':
      await service.staff(token) // refused before the body is read
      return service.saveDraft(token, key, ((await readBody(req)) as { config?: unknown } | undefined)?.config)
    case 'POST publish':
      await service.staff(token)
      return service.publish(token, key, ((await readBody(req)) as { config?: unknown } | undefined)?.config)
    case 'GET versions':
      return service.versions(token, key)
    case 'POST rollback':
      await service.staff(token)
      return service.rollback(token, key, ((await readBody(req)) as { version?: unknown } | undefined)?.version)
    case 'GET entries':
      return service.entries(token, key)
    case 'GET entries.csv': {
      const entries = await service.entries(token, key)
      // Columns titled as the live version asks its questions.
      const csv = entriesCsv(entries, fieldTitles((await service.published(key).catch(() => undefined))?.config))
      res.setHeader('Content-Type', 'text/csv;charset=UTF-8')
      res.setHeader('Content-Disposition', `attachment; filename="${key.token}${key.id ? `-${key.id}` : ''}-entries.csv"`)
      res.setHeader('Cache-Control', 'no-store')
      res.end(csv)
      return undefined
    }
    default:
      throw serviceErrors.notFound()
  }
}

/** Answers the service's paths and hands every other request to `next`. */
export function screensMiddleware(service: () => Promise<ScreensService>) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = new URL(req.url ?? '/', 'http://service')
    const app = APP_CALLS_PATH.exec(url.pathname)
    const staff = app ? null : STAFF_PATH.exec(url.pathname)
    const network = url.pathname === NETWORK_PATH && req.method === 'GET'
    const asset = url.pathname === ASSETS_PATH ? null : (ASSET_PATH.exec(url.pathname)?.[1] ?? undefined)
    if (!app && !staff && !network && asset === undefined) {
      next()
      return
    }
    const handle = async () => {
      const ready = await service()
      if (app) return appCall(ready, app[1], req, url)
      if (asset !== undefined) return assetCall(ready, asset, req, res)
      if (network) {
        await ready.staff(bearer(req))
        return { addresses: networkAddresses() }
      }
      const key = { token: decodeURIComponent(staff?.[1] ?? ''), id: url.searchParams.get('id') || null }
      return staffCall(ready, key, staff?.[2] ?? '', req, res)
    }
    handle().then(
      (data) => {
        if (!res.writableEnded) send(res, 200, ok(data))
      },
      (e: unknown) => fail(res, e, app !== null),
    )
  }
}

// The bench serves both engines' files as a production host does: compressed once and kept, the same headers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentMiddleware, staticFiles, staticMiddleware } from './static-files.ts'

describe('static files of the bench', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-static-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets/app.js'), 'console.log("app")')
  writeFileSync(join(dir, 'assets/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  writeFileSync(join(dir, 'secret.txt'), 'not served')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  mkdirSync(join(dir, 'integral/detail'), { recursive: true })
  writeFileSync(join(dir, 'integral/detail/index.html'), '<!doctype html><title>积分明细</title>')
  let server: Server
  let base = ''

  beforeAll(async () => {
    const assets = staticMiddleware('/edu/assets/', join(dir, 'assets'))
    const frames = (appPath: string) => (appPath === '/integral/detail' ? 'integral/detail/index.html' : undefined)
    const page = documentMiddleware('/edu/', join(dir, 'index.html'), ['/edu/__mock/'], frames)
    server = createServer((req, res) => assets(req, res, () => page(req, res, () => res.writeHead(404).end('next'))))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    base = `http://127.0.0.1:${String(address && typeof address === 'object' ? address.port : 0)}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('compress a text file once and keep it', () => {
    const files = staticFiles(join(dir, 'assets'))
    const first = files('app.js')
    expect(first?.gzip).toBe(true)
    expect(first?.type).toBe('text/javascript; charset=utf-8')
    expect(gunzipSync(first?.body ?? Buffer.alloc(0)).toString()).toBe('console.log("app")')
    expect(files('app.js')).toBe(first)
  })

  it('send an image as it is, and nothing outside the folder or missing', () => {
    const files = staticFiles(join(dir, 'assets'))
    expect(files('logo.png')).toMatchObject({ type: 'image/png', gzip: false })
    expect(files('../secret.txt')).toBeUndefined()
    expect(files('nothing.js')).toBeUndefined()
  })

  it('answer under its prefix with the gzip encoding, and pass anything else on', async () => {
    const js = await fetch(`${base}/edu/assets/app.js`)
    expect(js.headers.get('content-encoding')).toBe('gzip')
    expect(js.headers.get('cache-control')).toBe('no-cache')
    expect(await js.text()).toBe('console.log("app")')
    expect((await fetch(`${base}/edu/index.html`)).status).toBe(404)
    expect((await fetch(`${base}/edu/assets/missing.js`)).status).toBe(404)
  })

  it('answer a navigation under the prefix with the page, compressed, and pass anything else on', async () => {
    const navigate = (path: string) => fetch(`${base}${path}`, { headers: { 'sec-fetch-dest': 'document' } })
    const page = await navigate('/edu/doctor/family_doctor/some-screen?x=1')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(await page.text()).toBe('<!doctype html><title>app</title>')
    expect((await navigate('/edu/__mock/idp/login')).status).toBe(404)
    expect((await navigate('/other/page')).status).toBe(404)
    expect((await fetch(`${base}/edu/doctor/page`)).status).toBe(404)
  })

  it('answer a navigation to a route with a frame with its own page, as a static host does', async () => {
    const page = await fetch(`${base}/edu/integral/detail?tab=1`, { headers: { 'sec-fetch-dest': 'document' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(await page.text()).toBe('<!doctype html><title>积分明细</title>')
  })
})

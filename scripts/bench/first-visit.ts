// What a first visit to a screen downloads: JavaScript and CSS under /edu/assets (and the mock's service
// worker script), gzip-compressed here (zlib default level, as `npm run size` does), each file once.
// "First visit" = logged in, cold HTTP cache, no service worker: the login happens in one context, then a new
// context gets only its cookies and localStorage (the mock's world, which knows the session) and opens the
// screen.
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, BrowserContextOptions, Response } from 'playwright-core'
import { LOCAL_KEYS } from '../../src/platform/storage-keys.ts'
import { SERVICE_WORKER_FILES } from './mock-chunks.ts'
import { logInAsDoctor, screenUrl, waitForScreen } from './login.ts'
import type { BenchScreen } from './setup.ts'

export interface Download {
  file: string
  kind: 'js' | 'css'
  gzip: number
}

export interface FirstVisit {
  screen: string
  downloads: Download[]
  /** gzip bytes */
  js: number
  css: number
  /** Unthrottled time from navigation to the screen's content on this machine, for orientation only. */
  readyMs: number
}

// A phone-sized page, as the e2e tests use.
const CONTEXT: BrowserContextOptions = { viewport: { width: 375, height: 667 }, locale: 'zh-CN' }

function kindOf(response: Response): Download['kind'] | undefined {
  const path = new URL(response.url()).pathname
  // The worker scripts are fetched by the service-worker registration, not as page scripts, so by name.
  if (SERVICE_WORKER_FILES.some((file) => path === `/edu/${file}`)) return 'js'
  if (!path.startsWith('/edu/assets/')) return undefined
  const type = response.request().resourceType()
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css'
  if (type === 'script' || path.endsWith('.js')) return 'js'
  return undefined
}

async function download(response: Response): Promise<Download | undefined> {
  const kind = kindOf(response)
  if (!kind || !response.ok()) return undefined
  const file = new URL(response.url()).pathname.split('/').pop() ?? ''
  return { file, kind, gzip: gzipSync(await response.body()).length }
}

/**
 * Playwright's networkidle fires once per navigation; a chunk that a late API answer asks for could come after
 * it. Counting stops only after a full second with nothing in flight.
 */
async function quiet(network: { inFlight: number; last: number }): Promise<void> {
  const deadline = Date.now() + 20_000
  while (network.inFlight > 0 || Date.now() - network.last < 1000) {
    if (Date.now() > deadline) throw new Error('the network never went quiet for a second')
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * The bench serves from 127.0.0.1, which the app takes for a local environment and so shows its developer
 * panel (another chunk); a real deployment's host is production. The switcher's stored choice says so.
 */
export async function actAsProductionHost(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => localStorage.setItem(key, 'production'), LOCAL_KEYS.apiEnv)
}

export async function measureFirstVisit(browser: Browser, baseUrl: string, screen: BenchScreen): Promise<FirstVisit> {
  const login = await browser.newContext(CONTEXT)
  await actAsProductionHost(login)
  await logInAsDoctor(await login.newPage(), baseUrl, screen)
  const storageState = await login.storageState()
  await login.close()

  const context = await browser.newContext({ ...CONTEXT, storageState })
  await actAsProductionHost(context)
  try {
    // Keyed by URL: with the mock's worker in control a chunk can be reported twice (page and worker fetch).
    const seen = new Map<string, Promise<Download | undefined>>()
    const network = { inFlight: 0, last: Date.now() }
    const settle = () => {
      network.inFlight--
      network.last = Date.now()
    }
    context.on('request', () => {
      network.inFlight++
      network.last = Date.now()
    })
    context.on('requestfinished', settle)
    context.on('requestfailed', settle)
    context.on('response', (r) => {
      if (!seen.has(r.url()) && kindOf(r)) seen.set(r.url(), download(r))
    })
    const page = await context.newPage()
    const started = Date.now()
    await page.goto(screenUrl(baseUrl, screen))
    await page.locator(screen.ready).first().waitFor({ timeout: 20_000 })
    const readyMs = Date.now() - started
    await waitForScreen(page, screen)
    await quiet(network)
    if (new URL(page.url()).pathname !== new URL(screenUrl(baseUrl, screen)).pathname) {
      throw new Error(`${screen.id}: ended on ${page.url()}, not the screen (login lost?)`)
    }
    const downloads = (await Promise.all(seen.values())).filter((d): d is Download => d !== undefined)
    const sum = (list: Download[]) => list.reduce((s, d) => s + d.gzip, 0)
    return {
      screen: screen.id,
      downloads: downloads.sort((a, b) => b.gzip - a.gzip),
      js: sum(downloads.filter((d) => d.kind === 'js')),
      css: sum(downloads.filter((d) => d.kind === 'css')),
      readyMs,
    }
  } finally {
    await context.close()
  }
}

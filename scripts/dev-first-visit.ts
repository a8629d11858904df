// How long a screen's first visit takes under `npm run dev` (issue 30), as a newcomer meets it: Vite's dependency
// cache deleted (node_modules/.vite), the server started, and as soon as it says it is ready the reference
// screens opened one after another, each in a new tab of one fresh browser profile (a developer's browser),
// timed from navigation to the screen's content. The first protected screen logs in through the mock identity
// provider (its one-click doctor button), included in its time; later ones reuse that login. Then every screen
// once more on the now warm server ("later visit"). Several configs are compared in paired rounds (ABBA order),
// each round a cold server. Figures are printed and kept in .cache/dev-first-visit/last-run.json, never asserted.
//
//   npx tsx scripts/dev-first-visit.ts [--rounds=2] [--config=vite.config.ts,other.config.ts] [--port=5181]
//                                      [--keep-deps-cache] [--wait-idle]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'
import { SCREENS, type BenchScreen } from './bench/setup.ts'
import { median } from './bench/time-to-content.ts'
import { startDevServer, untilIdle, type DevServer } from './dev/server.ts'
import { chromiumLaunch } from './lib/chromium.ts'
import { root } from './lib/schema-files.ts'

const IDP_PAGE = /\/edu\/__mock\/idp\/auth\/login\?/
const VISIT_TIMEOUT_MS = 120_000
const CONTEXT: BrowserContextOptions = { viewport: { width: 375, height: 667 }, locale: 'zh-CN' }
// The resident home first: it is what `npm run dev` invites a newcomer to open (README, "The two commands").
const ORDER = ['health-home', 'form', 'list', 'points', 'doctor-home']
const screens = ORDER.map((id) => SCREENS.find((s) => s.id === id)).filter((s): s is BenchScreen => s !== undefined)

interface Visit {
  screen: string
  ms: number
  /** The visit went through the identity provider's page (the first protected screen). */
  loggedIn: boolean
  /** Page reloads Vite ordered during the visit (a dependency re-optimisation reloads the page). */
  reloads: number
  /** Requests the page made to the dev server (modules, styles, the worker), and the median time they took. */
  requests: number
  medianRequestMs: number
}

interface Round {
  config: string
  /** The machine's 1-minute load average when the round began and ended (2 cores here; others share them). */
  load: [number, number]
  serverReadyMs: number
  /** With --wait-idle: how long after ready the server's own background work (warm-up) went on. */
  busyAfterReadyMs?: number
  first: Visit[]
  later: Visit[]
  /** CPU seconds the server used from start until every visit was done. */
  serverCpuSeconds: number
  peakRssMb: number
  /** The server's lines about dependency optimisation and reloads. */
  depsLines: string[]
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  return arg === undefined ? undefined : (arg.split('=')[1] ?? '')
}

/** Opens `screen` in a new tab of `context` and times it to its content; logs in on the way when asked to. */
async function visit(context: BrowserContext, server: DevServer, screen: BenchScreen): Promise<Visit> {
  const page = await context.newPage()
  const took: number[] = []
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(server.baseUrl)) took.push(request.timing().responseEnd)
  })
  const url = `${server.baseUrl}${screen.path}`
  const started = performance.now()
  const reloadsBefore = server.reloads()
  let loggedIn = false
  try {
    await page.goto(url, { timeout: VISIT_TIMEOUT_MS })
    const ready = page.locator(screen.ready).first()
    const idp = page.getByText(/以演示医生登录/)
    // A protected screen without a login lands on the identity provider's page; one click comes back.
    await ready.or(idp).first().waitFor({ timeout: VISIT_TIMEOUT_MS })
    if (IDP_PAGE.test(page.url())) {
      loggedIn = true
      await idp.click()
      await page.waitForURL(url, { timeout: VISIT_TIMEOUT_MS })
    }
    await ready.waitFor({ timeout: VISIT_TIMEOUT_MS })
    const ms = performance.now() - started
    return {
      screen: screen.id,
      ms,
      loggedIn,
      reloads: server.reloads() - reloadsBefore,
      requests: took.length,
      medianRequestMs: took.length ? median(took) : 0,
    }
  } finally {
    await page.close()
  }
}

async function round(browser: Browser, port: number, config: string): Promise<Round> {
  const loadBefore = loadavg()[0]
  if (option('keep-deps-cache') === undefined) rmSync(join(root, 'node_modules/.vite'), { recursive: true, force: true })
  const server: DevServer = await startDevServer(port, config)
  try {
    const busyAfterReadyMs = option('wait-idle') === undefined ? undefined : await untilIdle(server)
    // One browser profile per round, as a developer's browser: its cache, the service worker and the login
    // carry from tab to tab.
    const context = await browser.newContext(CONTEXT)
    const first: Visit[] = []
    const later: Visit[] = []
    try {
      for (const screen of screens) {
        const done = await visit(context, server, screen)
        first.push(done)
        console.log(
          `  ${config} first ${screen.id}: ${seconds(done.ms)}, ${done.requests} requests${done.reloads ? `, ${done.reloads} reloads` : ''}`,
        )
      }
      for (const screen of screens) later.push(await visit(context, server, screen))
    } finally {
      await context.close()
    }
    return {
      config,
      load: [loadBefore, loadavg()[0]],
      serverReadyMs: server.readyMs,
      busyAfterReadyMs,
      first,
      later,
      serverCpuSeconds: server.cpuSeconds(),
      peakRssMb: server.peakRssMb(),
      depsLines: server.lines
        .filter((l) => /optimi|reload|new dep/i.test(l.text))
        .map((l) => `${(l.atMs / 1000).toFixed(1)} s ${l.text.trim()}`),
    }
  } finally {
    await server.stop()
  }
}

function report(rounds: readonly Round[], configs: readonly string[]): void {
  for (const config of configs) {
    const mine = rounds.filter((r) => r.config === config)
    console.log(`\n${config} (${mine.length} cold rounds, medians)`)
    const loads = mine.map((r) => `${r.load[0].toFixed(1)}-${r.load[1].toFixed(1)}`).join(', ')
    console.log(`  server ready ${seconds(median(mine.map((r) => r.serverReadyMs)))}; machine load average ${loads}`)
    const busy = mine.flatMap((r) => (r.busyAfterReadyMs === undefined ? [] : [r.busyAfterReadyMs]))
    if (busy.length) console.log(`  busy after ready ${seconds(median(busy))}`)
    console.log(
      `  server CPU ${median(mine.map((r) => r.serverCpuSeconds)).toFixed(1)} s, peak RSS ${median(mine.map((r) => r.peakRssMb)).toFixed(0)} MB`,
    )
    for (const screen of screens) {
      const at = (list: (r: Round) => Visit[]) =>
        mine.map((r) => list(r).find((v) => v.screen === screen.id)).filter((v) => v !== undefined)
      const first = at((r) => r.first)
      const later = at((r) => r.later)
      const reloads = first.reduce((n, v) => n + v.reloads, 0)
      const note = [first.some((v) => v.loggedIn) ? 'with login' : '', reloads ? `${reloads} reloads` : ''].filter(Boolean).join(', ')
      const all = first.map((v) => (v.ms / 1000).toFixed(1)).join(' / ')
      console.log(
        `  ${screen.id.padEnd(12)} first ${seconds(median(first.map((v) => v.ms))).padStart(8)} (${all})  later ${seconds(median(later.map((v) => v.ms)))}${note ? `  [${note}]` : ''}`,
      )
    }
  }
}

async function main() {
  const configs = (option('config') ?? 'vite.config.ts').split(',').filter(Boolean)
  const rounds = Number(option('rounds') ?? 2)
  const port = Number(option('port') ?? 5181)
  const browser = await chromium.launch(chromiumLaunch)
  const results: Round[] = []
  try {
    for (let i = 0; i < rounds; i++) {
      // ABBA: each config goes first as often as it goes last, so a machine that gets busier or quieter over
      // the run weighs on all alike.
      const order = i % 2 === 0 ? configs : [...configs].reverse()
      for (const config of order) {
        console.log(`round ${i + 1}/${rounds}, ${config}`)
        results.push(await round(browser, port, config))
      }
    }
  } finally {
    await browser.close()
  }
  report(results, configs)
  const dir = join(root, '.cache/dev-first-visit')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'last-run.json'), `${JSON.stringify({ at: new Date().toISOString(), rounds: results }, null, 2)}\n`)
  console.log(`\nEvery visit and the server's optimiser lines: .cache/dev-first-visit/last-run.json`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

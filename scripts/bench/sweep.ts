// `npm run bench -- --sweep`: every route of the route table (sweep-routes.ts) on the api build, each visited
// cold by its person under the mobile profile (mobile.ts): time to content, then Lighthouse's mobile performance
// score, `--runs` of each (median). Results go to .cache/bench/sweep/ (sweep.json, sweep.md) after every route,
// so an interrupted sweep resumes with `--resume`; the ten slowest are printed at the end.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { root } from '../lib/schema-files.ts'
import { startApiServer } from './api-server.ts'
import { buildVariant } from './build.ts'
import type { BenchFlags } from './flags.ts'
import { startLighthouseBrowser, type LighthouseBrowser } from './lighthouse.ts'
import { logInAs, type DemoPerson } from './login.ts'
import { describeMobile } from './mobile.ts'
import { checkoutLabel, errorText, stopOnce } from './run-control.ts'
import { servePreview } from './preview.ts'
import { HOST, PORTS, TIMED, chromiumLaunch, workDir, type BenchScreen } from './setup.ts'
import { markdownReport, markdownTable, slowest, summarize, ttcOf, type RouteResult, type RouteScore } from './sweep-report.ts'
import { allSweepRoutes, byVisitor, selectRoutes, type SweepRoute } from './sweep-routes.ts'
import { loggedInContext, oneLoad, type ContentProbe, type SavedLogin, type TimedTarget } from './time-to-content.ts'

export const sweepDir = join(workDir, 'sweep')
const resultsFile = join(sweepDir, 'sweep.json')
const reportFile = join(sweepDir, 'sweep.md')

interface SweepFile {
  date: string
  commit: string
  settings: { runs: number; lighthouse: boolean; profile: string }
  machine: { cpus: number; model: string; loadAtStart: number; loadAtEnd: number; benchmarkIndex: number[] }
  /** Seconds per route measured so far, and the whole table's estimated duration at that pace. */
  pace: { secondsPerRoute: number; tableRoutes: number; estimatedTableMinutes: number }
  results: RouteResult[]
}

/**
 * What counts as a route's content: a reference screen's own probe (setup.ts TIMED), else text or a loaded image
 * laid out in the page's body, with the route test's word for the screen shown on the page when it names one.
 */
export function contentOf(route: SweepRoute): ContentProbe {
  const reference = TIMED.find((t) => t.path === route.address)
  if (reference) return reference.content
  return { selector: '.edu-page__body', orPicture: true, ...(route.shows ? { pageShows: route.shows } : {}) }
}

export async function saveLoginAs(browser: Browser, baseUrl: string, person: DemoPerson): Promise<SavedLogin> {
  const context = await loggedInContext(browser, undefined)
  try {
    const page = await context.newPage()
    await logInAs(page, baseUrl, person)
    // The landing's calls write the session's first visit; keep the state once they settle.
    await page.waitForLoadState('networkidle', { timeout: 20_000 })
    return await context.storageState()
  } finally {
    await context.close()
  }
}

function readEarlier(settings: SweepFile['settings']): RouteResult[] {
  if (!existsSync(resultsFile)) return []
  const earlier = JSON.parse(readFileSync(resultsFile, 'utf8')) as SweepFile
  if (JSON.stringify(earlier.settings) !== JSON.stringify(settings)) {
    console.warn(`[sweep] --resume: the last sweep had other settings (${JSON.stringify(earlier.settings)}); starting afresh`)
    return []
  }
  console.log(`[sweep] resuming the sweep of ${earlier.date} (${earlier.commit}): ${earlier.results.length} routes kept`)
  return earlier.results
}

async function measureRoute(
  browser: Browser,
  lh: LighthouseBrowser | undefined,
  baseUrl: string,
  logins: Record<DemoPerson, SavedLogin>,
  route: SweepRoute,
  runs: number,
): Promise<RouteResult> {
  const errors: string[] = []
  const target: TimedTarget = { id: route.address, url: `${baseUrl}${route.address}`, content: contentOf(route), ours: true }
  const login = route.visitor === 'nobody' ? undefined : logins[route.visitor]
  const ttcRunsMs: number[] = []
  for (let i = 0; i < runs; i++) {
    try {
      ttcRunsMs.push(await oneLoad(browser, login, target, true))
    } catch (e) {
      errors.push(`time to content: ${errorText(e)}`)
      break
    }
  }
  let lighthouse: RouteScore | undefined
  if (lh) {
    const screen: BenchScreen = { id: route.address, path: route.address, auth: 'none', ready: '' }
    try {
      const r = await lh.audit(target.url, screen, runs)
      lighthouse = {
        score: r.score,
        runs: r.runs.map((x) => x.score),
        lcpMs: Math.round(r.lcpMs),
        tbtMs: Math.round(r.tbtMs),
        cls: Number(r.cls.toFixed(3)),
        benchmarkIndex: Math.round(r.benchmarkIndex),
      }
    } catch (e) {
      errors.push(`lighthouse: ${errorText(e)}`)
    }
  }
  return {
    ...route,
    ttcRunsMs,
    ttcMs: ttcOf(
      ttcRunsMs,
      errors.some((e) => e.startsWith('time')),
    ),
    lighthouse,
    errors,
  }
}

export async function runSweep(flags: BenchFlags): Promise<void> {
  const started = Date.now()
  const loadAtStart = loadavg()[0]
  const table = allSweepRoutes()
  const routes = byVisitor(selectRoutes(table, flags.only, flags.limit))
  const settings = { runs: flags.runs, lighthouse: flags.lighthouse, profile: describeMobile() }
  // Every route the earlier sweep measured stays in the report (a sample grows run by run: --limit=40, then all).
  const kept = flags.resume ? readEarlier(settings).filter((r) => table.some((x) => x.address === r.address)) : []
  const todo = routes.filter((r) => !kept.some((k) => k.address === r.address))
  console.log(
    `[sweep] ${routes.length} of the table's ${table.length} routes, ${todo.length} to measure (${kept.length} kept), ${flags.runs} run(s) each; mobile profile: ${settings.profile}`,
  )
  mkdirSync(sweepDir, { recursive: true })
  // A fresh sweep replaces the last one's files: keep one generation, so a quick check never costs an hour's figures.
  if (!flags.resume)
    for (const file of [resultsFile, reportFile]) if (existsSync(file)) renameSync(file, file.replace(/\.(json|md)$/, '.previous.$1'))
  if (flags.build) {
    await buildVariant('api')
    console.log(`[sweep] built the api build (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  const api = await startApiServer(PORTS.apiServer, HOST)
  const served = await servePreview('api')
  const browser = await chromium.launch(chromiumLaunch)
  let lh: LighthouseBrowser | undefined
  const results: RouteResult[] = [...kept]
  const commit = checkoutLabel()
  const measuringStarted = Date.now()
  const write = () => {
    const done = results.length - kept.length
    const secondsPerRoute = done ? (Date.now() - measuringStarted) / 1000 / done : 0
    const indexes = results.flatMap((r) => (r.lighthouse ? [r.lighthouse.benchmarkIndex] : []))
    const file: SweepFile = {
      date: new Date().toISOString(),
      commit,
      settings,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? 'unknown',
        loadAtStart: Number(loadAtStart.toFixed(2)),
        loadAtEnd: Number(loadavg()[0].toFixed(2)),
        benchmarkIndex: indexes.length ? [Math.min(...indexes), Math.max(...indexes)] : [],
      },
      pace: {
        secondsPerRoute: Math.round(secondsPerRoute),
        tableRoutes: table.length,
        estimatedTableMinutes: Math.round((secondsPerRoute * table.length) / 60),
      },
      results,
    }
    writeFileSync(resultsFile, `${JSON.stringify(file, null, 2)}\n`)
    const heading = [
      `# Route sweep, ${file.date} (${commit})`,
      '',
      `Mobile profile (${settings.profile}), cold first visits of the api build by each route's person; ${flags.runs} run(s) per route, medians. Machine: ${file.machine.cpus} × ${file.machine.model}, load average ${file.machine.loadAtStart} at start; Lighthouse benchmarkIndex ${file.machine.benchmarkIndex.join('–') || '-'}.`,
    ]
    writeFileSync(reportFile, markdownReport(results, heading))
    return file
  }
  // What was measured is already written when Ctrl-C comes.
  const stop = stopOnce(async () => {
    await browser.close().catch(() => undefined)
    await lh?.close().catch(() => undefined)
    await served.close().catch(() => undefined)
    await api.close().catch(() => undefined)
  })
  try {
    const logins = {
      doctor: await saveLoginAs(browser, served.baseUrl, 'doctor'),
      resident: await saveLoginAs(browser, served.baseUrl, 'resident'),
    }
    if (flags.lighthouse) lh = await startLighthouseBrowser()
    let visitor: SweepRoute['visitor'] | undefined
    for (const [i, route] of todo.entries()) {
      if (lh && route.visitor !== visitor) await lh.visitAs(served.baseUrl, route.visitor)
      visitor = route.visitor
      const result = await measureRoute(browser, lh, served.baseUrl, logins, route, flags.runs)
      results.push(result)
      const { pace } = write()
      const left = Math.round(((todo.length - i - 1) * pace.secondsPerRoute) / 60)
      const shown = [
        result.ttcMs === null ? 'no content' : `${result.ttcMs} ms`,
        result.lighthouse ? `LH ${result.lighthouse.score}` : '',
        result.errors.length ? `(${result.errors.join('; ')})` : '',
      ]
      console.log(
        `[sweep] ${i + 1}/${todo.length} ${route.address} as ${route.visitor}: ${shown.filter(Boolean).join(', ')} · ${pace.secondsPerRoute} s a route, ~${left} min left`,
      )
    }
  } finally {
    await stop()
  }
  const file = write()
  const summary = summarize(results)
  console.log(`\nThe ten slowest of ${results.length} routes (mobile profile, ${flags.runs} run(s) each):`)
  for (const line of markdownTable(slowest(results, 10))) console.log(`  ${line}`)
  console.log(
    `\nContent within 2 s: ${summary.withinTime}/${summary.routes}; Lighthouse target met: ${summary.withScore}/${summary.routes}; both: ${summary.both}. Missing a target: ${summary.missing.length}.`,
  )
  console.log(
    `Machine: ${file.machine.cpus} × ${file.machine.model}, load ${file.machine.loadAtStart} → ${file.machine.loadAtEnd}, benchmarkIndex ${file.machine.benchmarkIndex.join('–') || '-'}.`,
  )
  if (file.pace.secondsPerRoute)
    console.log(
      `Pace: ${file.pace.secondsPerRoute} s a route; the whole table (${table.length} routes) would take about ${file.pace.estimatedTableMinutes} min.`,
    )
  console.log(
    `[sweep] done in ${Math.round((Date.now() - started) / 1000)} s; ${reportFile.slice(root.length + 1)} and sweep.json beside it`,
  )
}

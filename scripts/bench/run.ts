// npm run bench [-- --runs=5 --mock-runs=1 --no-build --mobile]: the first-visit bytes and Lighthouse mobile score
// of the three reference screens, on production builds served by vite preview; `-- --sweep` instead measures every
// route of the route table (sweep.ts), `-- --against=<rev>` times routes beside another revision (against.ts). A
// benchmark, not a test: the bars print PASS/FAIL and the exit code is 0 unless the run itself failed. See
// scripts/bench/README.md.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { root } from '../lib/schema-files.ts'
import { startApiServer, type ApiServer } from './api-server.ts'
import { API_BASE, buildVariant, outDirOf, type Variant } from './build.ts'
import { measureFirstVisit } from './first-visit.ts'
import { startLighthouseBrowser, type LighthouseBrowser } from './lighthouse.ts'
import { screenUrl } from './login.ts'
import { backendFiles } from './mock-chunks.ts'
import { servePreview, type Served } from './preview.ts'
import { biggestFiles, consistencyNotes, evaluateBars, figureTable, kb, mockExtraLines, type ScreenFigures } from './report.ts'
import { HOST, PORTS, SCREENS, TIMED, TIMED_ROUNDS, chromiumLaunch, chromiumPath, lastRunFile, workDir } from './setup.ts'
import { parseFlags } from './flags.ts'
import { describeMobile } from './mobile.ts'
import { runSweep } from './sweep.ts'
import { runAgainst } from './against.ts'
import { checkoutLabel } from './run-control.ts'
import { amisFirstVisitBytes, type AmisBytes } from './amis/bytes.ts'
import { AMIS_VERSION, ensureAmisSdk } from './amis/sdk.ts'
import { AMIS_PAGES, amisTargets } from './amis/pages.ts'
import { recordPointsData } from './amis/record.ts'
import { startAmisServer } from './amis/server.ts'
import {
  API_DELAY_MS,
  loggedInContext,
  measureTimeToContent,
  ourTargets,
  saveLogin,
  type DelayedApi,
  type TimeToContent,
  type TimedTarget,
} from './time-to-content.ts'

const flags = parseFlags(process.argv.slice(2), { runs: 5, ttcRounds: TIMED_ROUNDS })
/** Lighthouse runs per screen on the api build (median reported) and in mock mode (0: skip). */
const { runs, mockRuns, build, withAmis } = flags
/** Time-to-content loads per screen, interleaved (0: skip); under the mobile profile with --mobile. */
const ttcRounds = flags.ttcRounds

const started = Date.now()
/** Lighthouse's simulated throttling scales the CPU time it observes: other work on the machine lowers scores. */
const loadAtStart = loadavg()[0]
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

async function auditAll(lh: LighthouseBrowser, served: Served, count: number, rows: ScreenFigures[], key: 'lighthouse' | 'lighthouseMock') {
  await lh.logIn(served.baseUrl, SCREENS[0])
  for (const row of rows) {
    const screen = SCREENS.find((s) => s.id === row.id)
    if (!screen) throw new Error(`no reference screen ${row.id}`)
    const reportFile = join(workDir, `lighthouse-${key === 'lighthouse' ? 'api' : 'mock'}-${row.id}.json`)
    row[key] = await lh.audit(screenUrl(served.baseUrl, screen), screen, count, reportFile)
    const shown = row[key].runs.map((r) => `${r.score}${r.cls >= 0.1 ? ` (CLS ${r.cls.toFixed(2)})` : ''}`)
    console.log(`[bench] lighthouse ${key === 'lighthouse' ? 'api build' : 'mock mode'} ${row.id}: ${shown.join(', ')} (${since()})`)
  }
}

async function main() {
  mkdirSync(workDir, { recursive: true })
  if (build) {
    for (const variant of ['mock', 'api'] as Variant[]) await buildVariant(variant)
    console.log(`[bench] built both variants (${since()})`)
  }
  const backend = backendFiles(outDirOf('mock'))
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((e: unknown) => console.error('[bench] stopping:', e))
  }
  // Ctrl-C would skip `finally` and leave Chromium and the servers running.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // A Lighthouse run in flight rejects when its browser goes; on the way out that is expected, not a crash
      // that would skip removing the browser profile.
      process.on('unhandledRejection', () => undefined)
      process.on('uncaughtException', () => undefined)
      void stopAll().then(() => process.exit(130))
    })
  }
  try {
    const api: ApiServer = await startApiServer(PORTS.apiServer, HOST)
    stops.push(() => api.close())
    const served = { mock: await servePreview('mock'), api: await servePreview('api') }
    stops.push(
      () => served.mock.close(),
      () => served.api.close(),
    )

    const browser = await chromium.launch(chromiumLaunch)
    const rows: ScreenFigures[] = []
    let ttc: TimeToContent[] = []
    const amisBytes: AmisBytes[] = []
    try {
      if (ttcRounds > 0) {
        const login = await saveLogin(browser, served.api.baseUrl, TIMED)
        const targets: TimedTarget[] = ourTargets(served.api.baseUrl, TIMED)
        const apis: DelayedApi[] = [api]
        if (withAmis) {
          const sdk = ensureAmisSdk()
          const context = await loggedInContext(browser, login)
          const data = await recordPointsData(context, screenUrl(served.api.baseUrl, SCREENS[2])).finally(() => context.close())
          const amis = await startAmisServer(PORTS.amis, HOST, sdk, data)
          stops.push(() => amis.close())
          apis.push(amis)
          targets.push(...amisTargets(amis.baseUrl))
          for (const target of amisTargets(amis.baseUrl)) amisBytes.push(await amisFirstVisitBytes(browser, target))
        }
        ttc = await measureTimeToContent(browser, login, targets, ttcRounds, apis, flags.mobile)
        console.log(`[bench] time to content measured (${since()})`)
      }
      for (const screen of SCREENS) {
        const apiVisit = await measureFirstVisit(browser, served.api.baseUrl, screen)
        const mock = await measureFirstVisit(browser, served.mock.baseUrl, screen)
        rows.push({ id: screen.id, path: screen.path, api: apiVisit, mock })
      }
    } finally {
      await browser.close()
    }
    console.log(`[bench] first visits measured (${since()})`)

    const lh = await startLighthouseBrowser()
    stops.push(() => lh.close())
    await auditAll(lh, served.api, runs, rows, 'lighthouse')
    if (mockRuns > 0) await auditAll(lh, served.mock, mockRuns, rows, 'lighthouseMock')
    report(rows, backend, ttc, amisBytes)
  } finally {
    await stopAll()
  }
}

function report(rows: ScreenFigures[], backend: ReadonlySet<string>, ttc: TimeToContent[], amisBytes: readonly AmisBytes[]) {
  const date = new Date().toISOString()
  const chromiumVersion = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  const lighthouseVersion = (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string })
    .version
  const commit = checkoutLabel()
  console.log(`\nFirst visit of each screen, logged in as the demo doctor, cold cache (${date}, ${commit})`)
  console.log(`JS/CSS: gzip kB (1000 bytes) of /edu/assets, build with VITE_API_BASE=${API_BASE} (a real deployment).`)
  console.log('mock-only: what the same visit adds in mock mode (embedded backend, service worker; not in the JS column).')
  console.log(`LH: Lighthouse ${lighthouseVersion} mobile performance (default emulation and throttling), median of ${runs}`)
  console.log(`    (spread in brackets) on that build, its API answered in Node behind the preview; ${chromiumVersion}.`)
  if (mockRuns > 0)
    console.log(`LH score, mock mode: ${mockRuns} run(s) on the mock build, where first render waits for the MSW worker to start.`)
  for (const line of figureTable(rows)) console.log(`  ${line}`)
  const indexes = rows
    .flatMap((r) => [r.lighthouse?.benchmarkIndex, r.lighthouseMock?.benchmarkIndex])
    .filter((n): n is number => n !== undefined)
  const machine = {
    cpus: cpus().length,
    loadAtStart: Number(loadAtStart.toFixed(2)),
    loadAtEnd: Number(loadavg()[0].toFixed(2)),
    benchmarkIndex: indexes.length ? [Math.min(...indexes), Math.max(...indexes)] : [],
  }
  console.log(
    `Machine: ${machine.cpus} CPUs, load average ${machine.loadAtStart} at start, ${machine.loadAtEnd} at end; Lighthouse benchmarkIndex ${machine.benchmarkIndex.map(Math.round).join('-')}.`,
  )
  // The load at the end counts this run's own Chromium; the one at the start says whether others were busy.
  if (machine.loadAtStart > machine.cpus)
    console.warn('[bench] the machine was busy (load above its CPU count): Lighthouse figures are pessimistic; rerun when it is quiet.')
  if (ttc.length) {
    const floor = ttc.find((t) => t.id === 'floor')?.medianMs
    const profile = flags.mobile ? `, mobile profile: ${describeMobile()}` : ''
    console.log(
      `\nTime to content (api build${profile}, every call answered after ${API_DELAY_MS} ms, fresh context per load from a saved login,`,
    )
    console.log(`${ttcRounds} loads per screen interleaved; ms from navigation start to the frame after the content text was laid out):`)
    const cells = ttc.map((t) => ({
      screen: t.id,
      path: new URL(t.url).pathname,
      'median ms': String(t.medianMs),
      'x floor': floor ? (t.medianMs / floor).toFixed(2) : '-',
      'live ms': String(t.liveMedianMs),
      runs: t.runsMs.join(' '),
    }))
    for (const line of formatRows(cells, ['screen', 'path', 'median ms', 'x floor', 'live ms', 'runs'])) console.log(`  ${line}`)
    console.log("  (live ms: until the screen is the app's, its frame taken over: docs/frames.md; the content may be painted before)")
    const beside = amisComparison(ttc, rows, amisBytes)
    if (beside.length) {
      console.log(`\nOurs beside AMIS ${AMIS_VERSION} (its SDK, the same fields and data; issue 36's goal: at most 0.35 of its time):`)
      const columns = ['screen', 'ours kB', 'AMIS kB', 'ours ms', 'AMIS ms', 'ours / AMIS', 'goal <= 0.35', 'ours live ms', 'live / AMIS']
      for (const line of formatRows(beside, columns)) console.log(`  ${line}`)
      console.log('  (kB: JS+CSS gzip of a first visit; ours from the table above, AMIS until its content and a quiet network)')
    }
  }
  const bars = evaluateBars(rows)
  console.log('\nBars:')
  for (const b of bars) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.bar}: ${b.measured} (${b.limit})`)
  console.log('\nBiggest files of each first visit (api build, gzip kB):')
  for (const line of biggestFiles(rows)) console.log(`  ${line}`)
  console.log('\nWhat mock mode adds (gzip kB):')
  for (const line of mockExtraLines(rows)) console.log(`  ${line}`)
  const notes = consistencyNotes(rows, backend)
  for (const n of notes) console.warn(`[bench] check: ${n}`)
  const durationS = Math.round((Date.now() - started) / 1000)
  const json = {
    date,
    commit,
    durationS,
    machine,
    timeToContent: ttc,
    timeToContentProfile: flags.mobile ? describeMobile() : 'desktop (unthrottled, 375 px)',
    amis: withAmis ? { version: AMIS_VERSION, bytes: amisBytes, beside: amisComparison(ttc, rows, amisBytes) } : undefined,
    apiDelayMs: API_DELAY_MS,
    chromium: chromiumVersion,
    lighthouse: lighthouseVersion,
    lighthouseRuns: runs,
    mockLighthouseRuns: mockRuns,
    apiBase: API_BASE,
    rows,
    bars,
    notes,
  }
  writeFileSync(lastRunFile, `${JSON.stringify(json, null, 2)}\n`)
  console.log(`\n[bench] done in ${durationS} s; figures in ${lastRunFile.slice(root.length + 1)}`)
}

function amisComparison(
  ttc: readonly TimeToContent[],
  rows: readonly ScreenFigures[],
  amisBytes: readonly AmisBytes[],
): Record<string, string>[] {
  return AMIS_PAGES.flatMap((page) => {
    const ours = ttc.find((t) => t.id === page.id)
    const amis = ttc.find((t) => t.id === `amis-${page.id}`)
    if (!ours || !amis) return []
    const ratio = ours.medianMs / amis.medianMs
    const liveRatio = ours.liveMedianMs / amis.liveMedianMs
    const ourVisit = rows.find((r) => r.id === page.id)?.api
    const amisVisit = amisBytes.find((b) => b.id === amis.id)
    return [
      {
        screen: page.id,
        'ours kB': ourVisit ? kb(ourVisit.js + ourVisit.css) : '-',
        'AMIS kB': amisVisit ? kb(amisVisit.js + amisVisit.css) : '-',
        'ours ms': String(ours.medianMs),
        'AMIS ms': String(amis.medianMs),
        'ours / AMIS': ratio.toFixed(2),
        'goal <= 0.35': ratio <= 0.35 ? 'PASS' : 'FAIL',
        // Usable: the screen live (its frame taken over by the app), not only painted.
        'ours live ms': String(ours.liveMedianMs),
        'live / AMIS': liveRatio.toFixed(2),
      },
    ]
  })
}

function formatRows(rows: readonly Record<string, string>[], columns: readonly string[]): string[] {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line([...columns]), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))]
}

const run = flags.sweep ? () => runSweep(flags) : flags.against ? () => runAgainst(flags) : main
run()
  .catch((e: unknown) => {
    console.error('[bench] run failed:', e)
    process.exitCode = 1
  })
  // Everything is closed and written by now; a sweep once stayed alive minutes after its last line (a handle some
  // library kept), which held up the next command of a chain (`--limit=60 --resume; --resume`).
  .finally(() => process.exit())

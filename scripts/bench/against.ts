// `npm run bench -- --against=<rev>`: this checkout (with what is uncommitted) beside another revision, route by
// route, in one run: both api builds served side by side and answered by the same API server, every load cold
// under the mobile profile, the two sides alternating which goes first. What a change did to time to content, as a
// ratio against a baseline measured in the same minutes. Figures go to .cache/bench/against/.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { root } from '../lib/schema-files.ts'
import { againstMarkdown, compareRow, overallRatio, schedule, type RouteComparison, type Side } from './against-report.ts'
import { startApiServer } from './api-server.ts'
import { buildVariant, outDirOf } from './build.ts'
import type { BenchFlags } from './flags.ts'
import type { DemoPerson } from './login.ts'
import { describeMobile } from './mobile.ts'
import { servePreview, type Served } from './preview.ts'
import { HOST, PORTS, SCREENS, chromiumLaunch, workDir } from './setup.ts'
import { contentOf, saveLoginAs } from './sweep.ts'
import { allSweepRoutes, selectRoutes } from './sweep-routes.ts'
import { oneTimedLoad, type SavedLogin } from './time-to-content.ts'
import { checkoutLabel, errorText, git, stopOnce } from './run-control.ts'

const againstDir = join(workDir, 'against')
/** The other revision's source: one git worktree, moved to whichever revision is asked for. */
const treeDir = join(againstDir, 'tree')
const baseOutDir = join(againstDir, 'dist-base')
/** Which commit the base build in baseOutDir was made from, so --no-build reuses it only for that commit. */
const builtFromFile = join(baseOutDir, '.built-from')

/** The commit `rev` names; a name git does not know stops the run before anything is built. */
function commitOf(rev: string): string {
  try {
    return git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`)
  } catch {
    throw new Error(`--against=${rev}: git knows no commit by that name`)
  }
}

/**
 * The worktree at `commit`, sharing this checkout's node_modules: building an old revision needs no install. Its
 * package-lock must then match, or the build would use other versions than that revision had.
 */
function checkOut(commit: string): void {
  if (!existsSync(join(treeDir, '.git'))) git('worktree', 'add', '--force', '--detach', treeDir, commit)
  else execFileSync('git', ['checkout', '--quiet', '--force', '--detach', commit], { cwd: treeDir })
  if (!existsSync(join(treeDir, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(treeDir, 'node_modules'), 'dir')
  const lockChanged = git('diff', '--name-only', commit, '--', 'package-lock.json')
  if (lockChanged) console.warn(`[against] package-lock.json differs from ${commit.slice(0, 7)}: its build uses this checkout's packages`)
}

async function buildBoth(commit: string, build: boolean): Promise<void> {
  const builtFrom = existsSync(builtFromFile) ? readFileSync(builtFromFile, 'utf8').trim() : ''
  if (build || !existsSync(join(outDirOf('api'), 'index.html'))) await buildVariant('api')
  if (build || builtFrom !== commit) {
    checkOut(commit)
    await buildVariant('api', { sourceDir: treeDir, outDir: baseOutDir })
    writeFileSync(builtFromFile, `${commit}\n`)
  }
}

async function loginsOn(browser: Parameters<typeof saveLoginAs>[0], served: Served): Promise<Record<DemoPerson, SavedLogin>> {
  return { doctor: await saveLoginAs(browser, served.baseUrl, 'doctor'), resident: await saveLoginAs(browser, served.baseUrl, 'resident') }
}

export async function runAgainst(flags: BenchFlags): Promise<void> {
  const started = Date.now()
  const since = () => `${Math.round((Date.now() - started) / 1000)} s`
  const commit = commitOf(flags.against)
  const base = `${flags.against} (${commit.slice(0, 7)})`
  const mine = checkoutLabel()
  const routes = selectRoutes(allSweepRoutes(), flags.only.length ? flags.only : SCREENS.map((s) => s.path), flags.limit)
  console.log(`[against] ${routes.length} routes, ${flags.runs} loads each on each side: this checkout (${mine}) against ${base}`)
  mkdirSync(againstDir, { recursive: true })
  await buildBoth(commit, flags.build)
  console.log(`[against] both builds ready (${since()})`)

  const loadAtStart = loadavg()[0]
  const api = await startApiServer(PORTS.apiServer, HOST)
  const served: Record<Side, Served> = {
    this: await servePreview('api'),
    base: await servePreview('api', { outDir: baseOutDir, port: PORTS.previewMock }),
  }
  const browser = await chromium.launch(chromiumLaunch)
  const stop = stopOnce(async () => {
    await browser.close().catch(() => undefined)
    for (const s of Object.values(served)) await s.close().catch(() => undefined)
    await api.close().catch(() => undefined)
  })
  const comparisons: RouteComparison[] = routes.map((r) => ({
    ...r,
    this: { contentMs: [], liveMs: [], errors: [] },
    base: { contentMs: [], liveMs: [], errors: [] },
  }))
  try {
    const logins = { this: await loginsOn(browser, served.this), base: await loginsOn(browser, served.base) }
    const loads = schedule(comparisons, flags.runs)
    for (const [i, { route, side }] of loads.entries()) {
      const times = route[side]
      // A side that failed once is not loaded again: a route the other revision lacks fails every time.
      if (times.errors.length) continue
      const target = { id: route.address, url: `${served[side].baseUrl}${route.address}`, content: contentOf(route), ours: true }
      const login = route.visitor === 'nobody' ? undefined : logins[side][route.visitor]
      try {
        const { contentMs, liveMs } = await oneTimedLoad(browser, login, target, true)
        times.contentMs.push(contentMs)
        times.liveMs.push(liveMs)
        console.log(`[against] ${i + 1}/${loads.length} ${route.address} ${side}: ${contentMs} ms`)
      } catch (e) {
        times.errors.push(errorText(e))
        console.log(`[against] ${i + 1}/${loads.length} ${route.address} ${side}: failed (${errorText(e)})`)
      }
    }
  } finally {
    await stop()
  }

  const date = new Date().toISOString()
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, load average ${loadAtStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`
  const heading = [
    `# This checkout against ${base}, ${date}`,
    '',
    `This: ${mine}. Both api builds, one API server answering at once; mobile profile (${describeMobile()}); every load cold, ${flags.runs} per route on each side, the side loaded first swapped each round. Medians; "faster" or "slower" only when the loads' middle halves do not overlap. Machine: ${machine}.`,
  ]
  const report = againstMarkdown(comparisons, heading)
  writeFileSync(join(againstDir, 'against.md'), report)
  const rows = comparisons.map(compareRow)
  writeFileSync(
    join(againstDir, 'against.json'),
    `${JSON.stringify({ date, this: mine, base, runs: flags.runs, profile: describeMobile(), machine, overall: overallRatio(rows), rows, comparisons }, null, 2)}\n`,
  )
  console.log(`\n${report}`)
  console.log(`[against] done in ${since()}; .cache/bench/against/against.md and against.json`)
}

// Lighthouse's mobile performance category (its defaults: Moto G Power emulation, simulated slow 4G and 4x
// CPU throttling) against a Chromium we start with a DevTools port. The login happens first in that browser
// (Playwright attaches for it, then lets go); Lighthouse then clears the HTTP cache and service workers of the
// origin before each run but, by default, keeps cookies and localStorage: a logged-in first visit.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromium, type Page } from 'playwright-core'
import { LOCAL_KEYS } from '../../src/platform/storage-keys.ts'
import { logInAs, logInAsDoctor, type DemoPerson } from './login.ts'
import { HOST, PORTS, chromiumPath, plainChromiumFlags, workDir, type BenchScreen } from './setup.ts'

export interface LighthouseFigures {
  score: number
  lcpMs: number
  tbtMs: number
  fcpMs: number
  cls: number
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster); a busy machine scores lower. */
  benchmarkIndex: number
}

export interface LighthouseResult extends LighthouseFigures {
  /** Every run, to show the spread; the figures above are those of the median-score run. */
  runs: LighthouseFigures[]
}

export interface LighthouseBrowser {
  /** Logs in as the demo doctor on this build (cookie and localStorage stay in the profile). */
  logIn: (baseUrl: string, screen: BenchScreen) => Promise<void>
  /** Starts the next audits as `person` (logged in through the identity provider), or logged out ('nobody'). */
  visitAs: (baseUrl: string, person: DemoPerson | 'nobody') => Promise<void>
  /** Runs Lighthouse `runs` times; the median run's full report goes to `reportFile`, for a closer look. */
  audit: (url: string, screen: BenchScreen, runs: number, reportFile?: string) => Promise<LighthouseResult>
  close: () => Promise<void>
}

async function waitForDevTools(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited (${child.exitCode}) before its DevTools port opened`)
    try {
      if ((await fetch(`http://${HOST}:${PORTS.cdp}/json/version`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`chromium's DevTools port ${PORTS.cdp} did not open within 20 s`)
}

async function runOnce(url: string, screen: BenchScreen): Promise<LighthouseFigures & { report: string }> {
  const result = await lighthouse(url, { port: PORTS.cdp, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`)
  if (lhr.runtimeError) throw new Error(`lighthouse ${screen.id}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  // A lost login would audit the identity provider's page instead of the screen.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`lighthouse ${screen.id} ended on ${lhr.finalDisplayedUrl}`)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const score = lhr.categories.performance?.score
  if (score === null || score === undefined)
    throw new Error(`lighthouse ${screen.id}: no performance score (${lhr.runWarnings.join('; ')})`)
  return {
    score: Math.round(score * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    report: String(result.report),
  }
}

export async function startLighthouseBrowser(): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(workDir, 'lh-profile-'))
  const child = spawn(
    chromiumPath,
    [...plainChromiumFlags, `--remote-debugging-port=${PORTS.cdp}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitForDevTools(child)
  } catch (e) {
    child.kill('SIGKILL')
    throw e
  }
  async function withPage(work: (page: Page) => Promise<void>): Promise<void> {
    const browser = await chromium.connectOverCDP(`http://${HOST}:${PORTS.cdp}`)
    try {
      const context = browser.contexts()[0]
      // Cookies ignore the port: the other build's user-token would pass for a login this backend never saw.
      await context.clearCookies()
      const page = await context.newPage()
      await work(page)
      await page.close()
    } finally {
      // Connected, not launched: this only disconnects.
      await browser.close()
    }
  }
  return {
    async visitAs(baseUrl, person) {
      await withPage(async (page) => {
        // The login and the world the app kept in localStorage go with the cookies; then the production host.
        await page.goto(`${baseUrl}/home/noData`)
        await page.evaluate((key) => {
          localStorage.clear()
          sessionStorage.clear()
          localStorage.setItem(key, 'production')
        }, LOCAL_KEYS.apiEnv)
        if (person !== 'nobody') {
          await logInAs(page, baseUrl, person)
          await page.waitForLoadState('networkidle', { timeout: 20_000 })
        }
      })
    },
    async logIn(baseUrl, screen) {
      await withPage(async (page) => {
        await logInAsDoctor(page, baseUrl, screen)
        // Production host behaviour (no developer panel), as in first-visit.ts; localStorage survives the audits.
        await page.evaluate((key) => localStorage.setItem(key, 'production'), LOCAL_KEYS.apiEnv)
      })
    },
    async audit(url, screen, runs, reportFile) {
      const all: (LighthouseFigures & { report: string })[] = []
      for (let i = 0; i < runs; i++) all.push(await runOnce(url, screen))
      const { report, ...median } = [...all].sort((a, b) => a.score - b.score)[Math.floor((all.length - 1) / 2)]
      if (reportFile) writeFileSync(reportFile, report)
      return { ...median, runs: all.map(({ report: _report, ...figures }) => figures) }
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

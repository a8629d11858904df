// Browser tests run against the production build, served as `npm run preview` serves it: build once with the
// test fixtures (tests/fixtures/screens) into dist-e2e, serve it on :4174, hand the address to the tests.
// E2E_SKIP_BUILD=1 reuses the last dist-e2e (when only tests changed). The demo doctor and resident log in once
// here, through the identity provider's page (demo-sessions.ts); tests start from that state.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumLaunch } from '../../scripts/lib/chromium.ts'
import { root } from '../../scripts/lib/schema-files.ts'
import { buildApp, outDir, vite } from './build-app.ts'
import { logInDemoPeople, type DemoSessions } from './demo-sessions.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's address without a trailing slash: http://localhost:4174/edu */
    baseUrl: string
    /** The demo doctor's and resident's state right after logging in once through the identity provider. */
    demoSessions: DemoSessions
    /** A folder of this run where the reachability crawls (reach.ts) leave what each person reached. */
    reachResults: string
  }
}

const PORT = Number(process.env.E2E_PORT ?? 4174)

async function waitUntilServed(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}):\n${log()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`vite preview did not answer at ${url} within 30 s:\n${log()}`)
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') buildApp()
  // The screens service the preview server runs keeps its store here: a new one, seeded, for each run.
  const screensData = mkdtempSync(join(tmpdir(), 'e2e-screens-data-'))
  const server = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(PORT), '--strictPort'], {
    cwd: root,
    env: { ...process.env, SCREENS_DATA_DIR: screensData },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const baseUrl = `http://localhost:${PORT}/edu`
  try {
    await waitUntilServed(`${baseUrl}/`, server, () => output)
    // The screens service (published pages) answers once its store is open: every test may read a page.
    await waitUntilServed(`${baseUrl}/api/reabs/activity/page/config?token=autumn-walk`, server, () => output)
  } catch (e) {
    server.kill()
    throw e
  }
  project.provide('baseUrl', baseUrl)
  const reachResults = mkdtempSync(join(tmpdir(), 'edu-reach-'))
  project.provide('reachResults', reachResults)
  const browser = await chromium.launch(chromiumLaunch)
  try {
    project.provide('demoSessions', await logInDemoPeople(browser, baseUrl))
  } catch (e) {
    server.kill()
    throw e
  } finally {
    await browser.close()
  }
  return async () => {
    rmSync(reachResults, { recursive: true, force: true })
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(screensData, { recursive: true, force: true })
  }
}

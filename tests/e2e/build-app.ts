// The browser tests' build: the app as CI builds it, with the test fixtures' screens (tests/fixtures/screens),
// into dist-e2e. global-setup.ts makes it unless E2E_SKIP_BUILD=1; npm test makes it beside the production build
// (`tsx tests/e2e/build-app.ts`) and then skips it.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { root } from '../../scripts/lib/schema-files.ts'

export const outDir = 'dist-e2e'
export const vite = join(root, 'node_modules/vite/bin/vite.js')
const BUILD_DEADLINE_MS = 10 * 60_000

export function buildApp(): void {
  const started = Date.now()
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    // Vitest sets NODE_ENV=test, which would give a development build of React and the app; build as CI does.
    env: { ...process.env, NODE_ENV: 'production', EDU_EXTRA_SCREENS: 'tests/fixtures/screens' },
    encoding: 'utf8',
    // A build that has not ended by then never will (it takes under a minute, a few on a busy machine): stopped, it
    // fails the run with what it printed instead of holding it up.
    timeout: BUILD_DEADLINE_MS,
  })
  if (result.error)
    throw new Error(`vite build for the browser tests did not end: ${result.error.message}\n${result.stdout}\n${result.stderr}`)
  if (result.status !== 0) throw new Error(`vite build for the browser tests failed:\n${result.stdout}\n${result.stderr}`)
  console.log(`[e2e] built ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildApp()

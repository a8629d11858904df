// Which built files belong to the embedded backend alone, read from the build's chunk graph (the screens
// plugin's .vite/edu-screens.json) rather than guessed from names: the backend's own chunk (msw's browser part
// and the mock, src/mock-api/browser.ts, named browser-*.js), everything only it reaches (its region shards
// mock-region-*, shared msw helpers that Rolldown splits out under generic names such as dist-*.js), and the
// service worker script. A build with VITE_API_BASE never downloads any of them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE_REPORT_FILE, type BundleReport } from '../vite/bundle-report.ts'

export const SERVICE_WORKER = 'mockServiceWorker.js'
const MOCK_CHUNK = /^assets\/browser-[\w-]{8}\.js$/

function reach(report: BundleReport, roots: string[], skip: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>()
  const queue = roots.filter((r) => !skip.has(r))
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const info = report.chunks[file]
    for (const next of [...(info?.imports ?? []), ...(info?.dynamicImports ?? [])]) if (!skip.has(next)) queue.push(next)
  }
  return seen
}

/** File names (without assets/) of the mock-mode build in outDir that only the embedded backend loads. */
export function mockOnlyFiles(outDir: string): Set<string> {
  const report = JSON.parse(readFileSync(join(outDir, BUNDLE_REPORT_FILE), 'utf8')) as BundleReport
  const mockRoots = Object.keys(report.chunks).filter((f) => MOCK_CHUNK.test(f))
  if (mockRoots.length !== 1) throw new Error(`expected one embedded-backend chunk (assets/browser-*.js) in ${outDir}, found ${mockRoots.length}`)
  const entries = Object.keys(report.chunks).filter((f) => report.chunks[f].entry)
  const app = reach(report, entries, new Set(mockRoots))
  const mock = reach(report, mockRoots, new Set())
  const only = [...mock].filter((f) => !app.has(f)).map((f) => f.replace(/^assets\//, ''))
  return new Set([...only, SERVICE_WORKER])
}

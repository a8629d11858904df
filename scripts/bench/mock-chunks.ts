// What the embedded backend reaches in the mock-mode build, from the build's chunk graph (the screens plugin's
// .vite/edu-screens.json): its own chunk (msw's browser part and src/mock-api, named browser-*.js), everything
// it imports, statically or lazily (its region shards mock-region-*, and chunks it shares with the app, such
// as the region tree @vant/area-data, which the form loads only when its picker opens but the backend loads at
// start), and the service worker scripts. The benchmark uses it to check that what mock mode adds to a first
// visit is the backend's doing.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE_REPORT_FILE, type BundleReport } from '../vite/bundle-report.ts'

/** The worker the page registers (public/mock-worker.js) and msw's script it imports. */
export const SERVICE_WORKER_FILES = ['mock-worker.js', 'mockServiceWorker.js'] as const
const BACKEND_CHUNK = /^assets\/browser-[\w-]{8}\.js$/

/** File names (without assets/) the embedded backend reaches in the build in outDir. */
export function backendFiles(outDir: string): Set<string> {
  const report = JSON.parse(readFileSync(join(outDir, BUNDLE_REPORT_FILE), 'utf8')) as BundleReport
  const roots = Object.keys(report.chunks).filter((f) => BACKEND_CHUNK.test(f))
  if (roots.length !== 1) throw new Error(`expected one embedded-backend chunk (assets/browser-*.js) in ${outDir}, found ${roots.length}`)
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const info = report.chunks[file]
    queue.push(...(info?.imports ?? []), ...(info?.dynamicImports ?? []))
  }
  // The entry is the app's, even though the backend chunk imports helpers from it.
  const entries = new Set(Object.keys(report.chunks).filter((f) => report.chunks[f].entry))
  return new Set([...[...seen].filter((f) => !entries.has(f)).map((f) => f.replace(/^assets\//, '')), ...SERVICE_WORKER_FILES])
}

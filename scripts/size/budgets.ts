// The byte budgets, checked in CI: bytes are stable where times are not. kB = 1000 bytes, as Vite
// prints them.
import type { ChunkSize, Measured } from './measure.ts'
import { HELPER_CHUNKS } from '../vite/helper-chunks.ts'

export interface Budgets {
  /** Entry chunk with its static imports, plus the placeholder screen's chunk and what it adds. */
  firstScreenGzip: number
  /** What index.html preloads beside the entry (the route manifest), fetched in parallel with it by every first visit. */
  preloadedGzip: number
  /**
   * Files the entry loads before anything draws (it and its static imports). Each is a request, and a phone
   * on HTTP/1.1 opens six at a time: Rolldown's automatic chunking split twelve small shared chunks off the
   * entry (its issues 9963 and 10731), which vite.config.ts's `shell` group folds back.
   */
  entryFiles: number
  /** Any one screen's own chunk. */
  screenChunkGzip: number
  placeholderId: string
  /** A first visit to any screen's route, JS and CSS (entry, screen chunk, its node types' lazy chunks). */
  routeGzip: number
  /** The same for a screen that draws a form. */
  formRouteGzip: number
  /** The chunks of shared helpers, by name (scripts/vite/helper-chunks.ts): each imports nothing but the entry and other helpers. */
  helperChunks: string[]
  /**
   * Lazy chunks of their own that no screen loads (a tool's page), by the name their file starts with: each with
   * what it imports that the entry does not load, gzip.
   */
  lazyChunks: { name: string; gzip: number }[]
}

// Issue 15's limits: 150 kB for the entry with the placeholder, 40 kB a chunk, 200 kB a first visit, 260 kB for a
// screen with a form. Measured 2026-11-23 (the README's Size and speed has the ten heaviest): the heaviest
// content page 199.7 kB (academic/meeting-detail), the heaviest form 234.0 kB. The first-visit limit is 202 kB
// since 2026-11-29: issue 32's 38 screens and their calls grew the entry (the route manifest and the call table
// are in it) by about 1 kB gzip, and the meeting page reached 200.9 kB. 204 kB since later that day: issue 35's
// screen facts (in the manifest), typed chat and assistant actions and registered links and events grew the entry
// by 1.7 kB, and a screen's chunk now carries the node presets it draws (the meeting page's 0.7 kB; before, the
// whole presets file, 5.3 kB, was fetched beside it and not counted here): 202.9 kB. Issue 36 took the route
// manifest and the wording out of the entry (2026-11-29): the entry with the placeholder went from 145.3 kB to 130.5
// kB (its goal, 110 kB, is not reached: docs/performance.md has what is left in it), the manifest is a chunk
// preloaded beside it (13.1 kB, counted in every first visit), and the meeting page is 201.3 kB: the limit is 202 kB.
// Later that day the app's own router replaced React Router's and the entry kept only the calls its code names
// (screens' chunks bring theirs): the entry with the placeholder 115.3 kB, every first visit 15.0-15.2 kB lighter,
// the meeting page 186.2 kB: the limit is issue 15's 200 kB again. On 2026-11-30 the small renderers became one
// lazy chunk fetched beside a screen's own (counted in its first visit) and other pieces drawn by few left the
// entry: the entry with the placeholder 112.1 kB, so 113 kB (issue 36's 110 kB is not reached:
// docs/performance.md, "What is in the entry", has what is left), the meeting page 186.3 kB. Later on 2026-11-30
// the expression parser (jsep, 3.5 kB) left the entry for a chunk preloaded beside it: the entry with the
// placeholder 109.7 kB, so issue 36's 110 kB; first visits unchanged.
export const defaultBudgets: Budgets = {
  firstScreenGzip: 110_000,
  // The route manifest, 13.1 kB with 238 screens (scripts/size/manifest.test.ts holds each screen's share), and
  // the expression parser, 3.5 kB.
  preloadedGzip: 17_000,
  entryFiles: 2,
  screenChunkGzip: 40_000,
  placeholderId: 'home/no-data',
  routeGzip: 200_000,
  formRouteGzip: 260_000,
  helperChunks: HELPER_CHUNKS.map((chunk) => chunk.name),
  // The playground (/debug/playground) with its editor, CodeMirror 6, and the schemas its completion reads:
  // 146.1 kB, 159.5 kB with the checker's chunks it imports, measured 2026-11-29; 174.1 kB later that day, with
  // the whole wording table it now imports, and with what the entry carried for it before issue 36: its link to
  // the builder (src/shell/router/Link.tsx, which came with React Router) and the whole call table its completion
  // lists (the entry now carries only the calls the app's code names: scripts/vite/screen-calls.ts).
  lazyChunks: [{ name: 'PlaygroundRoute', gzip: 175_000 }],
}

export interface BudgetRow {
  budget: string
  measured: string
  limit: string
  ok: boolean
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const total = (chunks: readonly ChunkSize[]) => chunks.reduce((sum, c) => sum + c.gzip, 0)

export function evaluateBudgets(m: Measured, budgets: Budgets = defaultBudgets): BudgetRow[] {
  const rows: BudgetRow[] = []
  const placeholder = m.screens.find((s) => s.id === budgets.placeholderId)
  if (!placeholder) {
    rows.push({ budget: `placeholder screen ${budgets.placeholderId} in the build`, measured: 'missing', limit: 'present', ok: false })
  } else {
    const first = total(m.entry) + placeholder.gzip + total(m.screenExtras[placeholder.id] ?? [])
    rows.push({
      budget: `entry + ${budgets.placeholderId} screen, gzip JS`,
      measured: kB(first),
      limit: kB(budgets.firstScreenGzip),
      ok: first <= budgets.firstScreenGzip,
    })
  }
  const preloaded = total(m.preloaded)
  rows.push({
    budget: `preloaded beside the entry (${m.preloaded.map((c) => c.file.replace(/^.*\//, '')).join(', ') || 'nothing'}), gzip JS`,
    measured: kB(preloaded),
    limit: kB(budgets.preloadedGzip),
    ok: preloaded <= budgets.preloadedGzip,
  })
  rows.push({
    budget: 'entry files (it and its static imports)',
    measured: String(m.entry.length),
    limit: String(budgets.entryFiles),
    ok: m.entry.length <= budgets.entryFiles,
  })
  const helperFile = (name: string) => Object.keys(m.lazyImports).find((f) => f.replace(/^.*\//, '').startsWith(`${name}-`))
  const helperFiles = new Set(budgets.helperChunks.map(helperFile))
  for (const name of budgets.helperChunks) {
    const file = helperFile(name)
    const imports = file ? m.lazyImports[file].filter((f) => !helperFiles.has(f)) : []
    rows.push({
      budget: `helper chunk ${name} imports nothing but the entry and helpers`,
      measured: !file ? 'missing' : imports.length ? imports.join(', ') : 'the entry and helpers only',
      limit: 'the entry and helpers only',
      ok: !!file && !imports.length,
    })
  }
  for (const chunk of budgets.lazyChunks) {
    const file = helperFile(chunk.name)
    const gzipOf = (f: string) => m.allJs.find((c) => c.file === f)?.gzip ?? 0
    const measured = file ? [file, ...(m.lazyImports[file] ?? [])].reduce((sum, f) => sum + gzipOf(f), 0) : 0
    rows.push({
      budget: `lazy chunk ${chunk.name} with its own imports, gzip`,
      measured: file ? kB(measured) : 'missing',
      limit: kB(chunk.gzip),
      ok: !!file && measured <= chunk.gzip,
    })
  }
  for (const s of [...m.screens].sort((a, b) => b.gzip - a.gzip)) {
    rows.push({
      budget: `screen chunk ${s.id}, gzip`,
      measured: kB(s.gzip),
      limit: kB(budgets.screenChunkGzip),
      ok: s.gzip <= budgets.screenChunkGzip,
    })
  }
  for (const visit of m.routes) {
    const limit = visit.kind === 'form' ? budgets.formRouteGzip : budgets.routeGzip
    rows.push({
      budget: `first visit ${visit.routes[0] ?? visit.id}${visit.kind === 'form' ? ' (form)' : ''}, gzip JS+CSS`,
      measured: kB(visit.gzip),
      limit: kB(limit),
      ok: visit.gzip <= limit,
    })
  }
  const hits = m.codeGeneration
  rows.push({
    budget: 'eval( / new Function in built JS',
    measured: hits.length === 0 ? 'none' : hits.map((h) => `${h.what} in ${h.file}`).join('; '),
    limit: 'none',
    ok: hits.length === 0,
  })
  return rows
}

export function formatTable(rows: readonly { [k: string]: string }[], columns: readonly string[]): string[] {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line([...columns]), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))]
}

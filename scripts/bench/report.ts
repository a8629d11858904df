// The benchmark's figures: one row per screen, the bars of issue 4, a consistency check between the two
// builds, and the JSON written to scripts/bench/last-run.json.
import { formatTable } from '../size/budgets.ts'
import type { FirstVisit } from './first-visit.ts'
import type { LighthouseResult } from './lighthouse.ts'
import { BARS } from './setup.ts'

export interface ScreenFigures {
  id: string
  path: string
  /** Mock-mode build, first visit: app files, and separately what only the embedded backend adds. */
  mock: FirstVisit
  /** VITE_API_BASE build, first visit: what a real deployment downloads (the check of mock minus mock-only). */
  api: FirstVisit
  lighthouse?: LighthouseResult
  lighthouseMock?: LighthouseResult
}

export interface BarResult {
  bar: string
  measured: string
  limit: string
  pass: boolean
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : `${Math.round(value)} ms`)
const score = (r: LighthouseResult | undefined) => (r ? `${r.score}${r.scores.length > 1 ? ` (${Math.min(...r.scores)}-${Math.max(...r.scores)})` : ''}` : '-')

export function figureTable(rows: readonly ScreenFigures[]): string[] {
  const cells = rows.map((r) => ({
    screen: r.id,
    'JS gzip kB': kb(r.mock.js),
    'CSS gzip kB': kb(r.mock.css),
    'mock-only kB': kb(r.mock.mockOnly),
    'LH score': score(r.lighthouse),
    LCP: ms(r.lighthouse?.lcpMs),
    TBT: ms(r.lighthouse?.tbtMs),
    'LH score, mock mode': score(r.lighthouseMock),
  }))
  return formatTable(cells, ['screen', 'JS gzip kB', 'CSS gzip kB', 'mock-only kB', 'LH score', 'LCP', 'TBT', 'LH score, mock mode'])
}

export function evaluateBars(rows: readonly ScreenFigures[]): BarResult[] {
  const row = rows.find((r) => r.id === BARS.screen)
  if (!row) return []
  const bars: BarResult[] = [{ bar: `${row.id}: first-visit JS gzip`, measured: `${kb(row.mock.js)} kB`, limit: `<= ${BARS.maxJsKb} kB`, pass: row.mock.js <= BARS.maxJsKb * 1000 }]
  if (row.lighthouse) {
    bars.push({ bar: `${row.id}: Lighthouse mobile performance`, measured: String(row.lighthouse.score), limit: `>= ${BARS.minScore}`, pass: row.lighthouse.score >= BARS.minScore })
  }
  return bars
}

const stem = (file: string) => file.replace(/-[\w-]{8}\.(js|css)$/, '.$1')

/**
 * The mock build minus its mock-only files should download what the api build does. A gap means a chunk of
 * the embedded backend was counted as the app's (or the reverse): named here, by chunk name without hash.
 */
export function consistencyNotes(rows: readonly ScreenFigures[]): string[] {
  return rows.flatMap((r) => {
    const gap = r.mock.js + r.mock.css - (r.api.js + r.api.css)
    if (Math.abs(gap) <= 1000) return []
    const inApi = new Set(r.api.downloads.map((d) => stem(d.file)))
    const inMock = new Set(r.mock.downloads.filter((d) => !d.mockOnly).map((d) => stem(d.file)))
    const onlyMock = [...inMock].filter((f) => !inApi.has(f))
    const onlyApi = [...inApi].filter((f) => !inMock.has(f))
    return [`${r.id}: mock build minus mock-only is ${kb(gap)} kB off the api build (only in mock: ${onlyMock.join(', ') || '-'}; only in api: ${onlyApi.join(', ') || '-'})`]
  })
}

/** The biggest files of each screen's first visit in the api build, to see where the bytes go. */
export function biggestFiles(rows: readonly ScreenFigures[], count = 6): string[] {
  return rows.map((r) => `${r.id}: ${r.api.downloads.slice(0, count).map((d) => `${d.file} ${kb(d.gzip)}`).join(', ')}`)
}

// The benchmark's figures: one row per screen, the bars, and checks that make the split between
// the app and the embedded backend trustworthy.
import { formatTable } from '../size/budgets.ts'
import type { Download, FirstVisit } from './first-visit.ts'
import type { LighthouseResult } from './lighthouse.ts'
import { BARS } from './setup.ts'

export interface ScreenFigures {
  id: string
  path: string
  /** VITE_API_BASE build: what a real deployment's first visit downloads (the headline). */
  api: FirstVisit
  /** Mock-mode build (as the app ships for demos): the same visit plus the embedded backend. */
  mock: FirstVisit
  lighthouse?: LighthouseResult
  lighthouseMock?: LighthouseResult
}

export interface BarResult {
  bar: string
  measured: string
  limit: string
  pass: boolean
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : `${Math.round(value)} ms`)
function score(r: LighthouseResult | undefined): string {
  if (!r) return '-'
  const scores = r.runs.map((run) => run.score)
  return scores.length > 1 ? `${r.score} (${Math.min(...scores)}-${Math.max(...scores)})` : String(r.score)
}
/** A built file's name without its content hash, which differs between the two builds for the same chunk. */
const stem = (file: string) => file.replace(/-[\w-]{8}\.(js|css)$/, '.$1')

/** What mock mode downloads on top of the api build's visit: bytes, and the files the api visit lacks. */
export function mockExtra(row: ScreenFigures): { bytes: number; files: Download[] } {
  const inApi = new Set(row.api.downloads.map((d) => stem(d.file)))
  return {
    bytes: row.mock.js + row.mock.css - (row.api.js + row.api.css),
    files: row.mock.downloads.filter((d) => !inApi.has(stem(d.file))),
  }
}

export function figureTable(rows: readonly ScreenFigures[]): string[] {
  const cells = rows.map((r) => ({
    screen: r.id,
    'JS gzip kB': kb(r.api.js),
    'CSS gzip kB': kb(r.api.css),
    'mock-only kB': kb(mockExtra(r).bytes),
    'LH score': score(r.lighthouse),
    LCP: ms(r.lighthouse?.lcpMs),
    TBT: ms(r.lighthouse?.tbtMs),
    CLS: r.lighthouse ? r.lighthouse.cls.toFixed(2) : '-',
    'LH score, mock mode': score(r.lighthouseMock),
  }))
  return formatTable(cells, ['screen', 'JS gzip kB', 'CSS gzip kB', 'mock-only kB', 'LH score', 'LCP', 'TBT', 'CLS', 'LH score, mock mode'])
}

export function evaluateBars(rows: readonly ScreenFigures[]): BarResult[] {
  const row = rows.find((r) => r.id === BARS.screen)
  if (!row) return []
  const bars: BarResult[] = [
    {
      bar: `${row.id}: first-visit JS gzip`,
      measured: `${kb(row.api.js)} kB`,
      limit: `<= ${BARS.maxJsKb} kB`,
      pass: row.api.js <= BARS.maxJsKb * 1000,
    },
  ]
  // Issue 15: Lighthouse >= 95 on every reference screen and home, not only the form.
  for (const r of rows) {
    if (r.lighthouse)
      bars.push({
        bar: `${r.id}: Lighthouse mobile performance`,
        measured: String(r.lighthouse.score),
        limit: `>= ${BARS.minScore}`,
        pass: r.lighthouse.score >= BARS.minScore,
      })
  }
  return bars
}

/** Per screen, the files mock mode adds (gzip kB), to show what the mock-only column is made of. */
export function mockExtraLines(rows: readonly ScreenFigures[]): string[] {
  return rows.map(
    (r) =>
      `${r.id}: ${
        mockExtra(r)
          .files.map((d) => `${d.file} ${kb(d.gzip)}`)
          .join(', ') || '-'
      }`,
  )
}

/**
 * Mock mode may add only what the embedded backend reaches (mock-chunks.ts), and must load everything the api
 * build loads: anything else means the two builds behave differently beyond the backend.
 */
export function consistencyNotes(rows: readonly ScreenFigures[], backend: ReadonlySet<string>): string[] {
  return rows.flatMap((r) => {
    const notes: string[] = []
    const strays = mockExtra(r).files.filter((d) => !backend.has(d.file))
    if (strays.length)
      notes.push(`${r.id}: mock mode also loads ${strays.map((d) => d.file).join(', ')}, which the embedded backend does not reach`)
    const inMock = new Set(r.mock.downloads.map((d) => stem(d.file)))
    const missing = r.api.downloads.filter((d) => !inMock.has(stem(d.file)))
    if (missing.length) notes.push(`${r.id}: the api build loads ${missing.map((d) => d.file).join(', ')}, which mock mode does not`)
    return notes
  })
}

/** The biggest files of each screen's first visit in the api build, to see where the bytes go. */
export function biggestFiles(rows: readonly ScreenFigures[], count = 6): string[] {
  return rows.map(
    (r) =>
      `${r.id}: ${r.api.downloads
        .slice(0, count)
        .map((d) => `${d.file} ${kb(d.gzip)}`)
        .join(', ')}`,
  )
}

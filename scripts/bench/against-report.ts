// What an --against run makes of its loads (against.ts): per route, this checkout's and the other revision's
// times to content side by side, their ratio, and whether the difference stands out from the loads' own spread.
// Loads alternate which side goes first each round, so a machine getting busier falls on both alike.
import type { SweepRoute } from './sweep-routes.ts'
import { median } from './time-to-content.ts'

export type Side = 'this' | 'base'

export interface SideTimes {
  /** ms from navigation start to the frame that painted the content, and to the live screen, per load. */
  contentMs: number[]
  liveMs: number[]
  errors: string[]
}

export interface RouteComparison extends SweepRoute {
  this: SideTimes
  base: SideTimes
}

/** Every load of a run in order: round by round, each route on both sides, the first side swapped each round. */
export function schedule<T>(routes: readonly T[], rounds: number): { route: T; side: Side }[] {
  return Array.from({ length: rounds }, (_, round) => {
    const sides: Side[] = round % 2 ? ['base', 'this'] : ['this', 'base']
    return routes.flatMap((route) => sides.map((side) => ({ route, side })))
  }).flat()
}

/** The lower and upper quartiles (the medians of each half; the middle value of an odd count in neither half). */
export function quartiles(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return [median(sorted.slice(0, Math.max(1, half))), median(sorted.slice(sorted.length - Math.max(1, half)))]
}

export type Verdict = 'faster' | 'slower' | 'within the spread' | 'too few loads' | 'not compared'

/** Below this many loads a side has no spread to speak of: one load's quartiles are the load itself. */
export const MIN_LOADS_FOR_VERDICT = 3

/**
 * Faster or slower only when the two sides' middle halves (quartile to quartile) do not overlap: a median that
 * moved less than the loads scatter is read as no change.
 */
export function verdictOf(mine: readonly number[], base: readonly number[]): Verdict {
  if (!mine.length || !base.length) return 'not compared'
  if (Math.min(mine.length, base.length) < MIN_LOADS_FOR_VERDICT) return 'too few loads'
  const [myLow, myHigh] = quartiles(mine)
  const [baseLow, baseHigh] = quartiles(base)
  if (myHigh < baseLow) return 'faster'
  if (myLow > baseHigh) return 'slower'
  return 'within the spread'
}

export interface ComparedRow {
  address: string
  visitor: string
  thisMs: number | null
  baseMs: number | null
  /** this / base of the medians. */
  ratio: number | null
  verdict: Verdict
  liveRatio: number | null
}

const middle = (values: readonly number[]) => (values.length ? Math.round(median(values)) : null)
const ratioOf = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b)

export function compareRow(c: RouteComparison): ComparedRow {
  const failed = c.this.errors.length > 0 || c.base.errors.length > 0
  const thisMs = middle(c.this.contentMs)
  const baseMs = middle(c.base.contentMs)
  return {
    address: c.address,
    visitor: c.visitor,
    thisMs,
    baseMs,
    ratio: ratioOf(thisMs, baseMs),
    verdict: failed ? 'not compared' : verdictOf(c.this.contentMs, c.base.contentMs),
    liveRatio: ratioOf(middle(c.this.liveMs), middle(c.base.liveMs)),
  }
}

/** The geometric mean of the routes' ratios: one figure for the run, where a route twice as slow weighs as one twice as fast. */
export function overallRatio(rows: readonly ComparedRow[]): number | null {
  const ratios = rows.flatMap((r) => (r.ratio === null || r.verdict === 'not compared' ? [] : [r.ratio]))
  if (!ratios.length) return null
  return Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length)
}

const ms = (n: number | null) => (n === null ? '-' : String(n))
const times = (s: SideTimes) => (s.errors.length ? `failed: ${s.errors[0]}` : s.contentMs.join(' '))

/** The report: one row per route, then every load and every error, so a surprising median can be read back. */
export function againstMarkdown(comparisons: readonly RouteComparison[], heading: readonly string[]): string {
  const rows = comparisons.map(compareRow)
  const overall = overallRatio(rows)
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`
  const header = ['address', 'visitor', 'this ms', 'base ms', 'this / base', 'verdict', 'live this / base']
  return [
    ...heading,
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map((r) =>
      line([
        `\`${r.address}\``,
        r.visitor,
        ms(r.thisMs),
        ms(r.baseMs),
        r.ratio === null ? '-' : r.ratio.toFixed(2),
        r.verdict,
        r.liveRatio === null ? '-' : r.liveRatio.toFixed(2),
      ]),
    ),
    '',
    `Over the routes compared (geometric mean of the ratios): ${overall === null ? '-' : overall.toFixed(2)}.`,
    '',
    '## Every load (ms to content, in the order run)',
    '',
    ...comparisons.flatMap((c) => [`- \`${c.address}\`: this ${times(c.this)}; base ${times(c.base)}`]),
    '',
  ].join('\n')
}

// A sweep's figures per route and what is made of them: medians, the ten slowest, the targets of issue 36
// (content within 2 s and Lighthouse at least 95 on every route under the mobile profile; at least 98 on the
// add-resident form, the points list and the two homes) and the markdown table the report file holds.
import { median } from './time-to-content.ts'
import type { SweepRoute } from './sweep-routes.ts'

export interface RouteScore {
  /** The median run's score (0-100) and metrics; `runs` every run's score. */
  score: number
  runs: number[]
  lcpMs: number
  tbtMs: number
  cls: number
  benchmarkIndex: number
}

export interface RouteResult extends SweepRoute {
  /** Time to content under the mobile profile, every load and their median (null: no content in some load). */
  ttcRunsMs: number[]
  ttcMs: number | null
  lighthouse?: RouteScore
  /** What went wrong (no content, another page reached, Lighthouse's error); the route still counts as missed. */
  errors: string[]
}

export const TARGETS = { maxTtcMs: 2000, minScore: 95, minKeyScore: 98 } as const

/** Issue 36's four screens held to 98: the add-resident form, the points list and the two homes. */
export const KEY_ROUTES = [
  '/doctor/family_doctor/hypertension/manual-add-resident',
  '/integral/detail',
  '/doctor/client/home',
  '/health/client/home',
] as const

export const minScoreOf = (route: string) => ((KEY_ROUTES as readonly string[]).includes(route) ? TARGETS.minKeyScore : TARGETS.minScore)

/** The median of the loads, or null when a load failed (a route that sometimes shows nothing is not fast). */
export function ttcOf(runsMs: readonly number[], failed: boolean): number | null {
  return failed || !runsMs.length ? null : Math.round(median(runsMs))
}

export const meetsTime = (r: RouteResult) => r.ttcMs !== null && r.ttcMs <= TARGETS.maxTtcMs
export const meetsScore = (r: RouteResult) => r.lighthouse !== undefined && r.lighthouse.score >= minScoreOf(r.route)

/**
 * The `count` slowest routes: those that never showed content first, then by time to content, longest first;
 * equal times by the lower Lighthouse score.
 */
export function slowest(results: readonly RouteResult[], count = 10): RouteResult[] {
  const time = (r: RouteResult) => r.ttcMs ?? Number.POSITIVE_INFINITY
  const score = (r: RouteResult) => r.lighthouse?.score ?? -1
  return [...results].sort((a, b) => time(b) - time(a) || score(a) - score(b)).slice(0, count)
}

export interface SweepSummary {
  routes: number
  withinTime: number
  withScore: number
  both: number
  /** The routes that miss a target, slowest first. */
  missing: RouteResult[]
}

export function summarize(results: readonly RouteResult[]): SweepSummary {
  const measuredScore = results.some((r) => r.lighthouse)
  const meets = (r: RouteResult) => meetsTime(r) && (!measuredScore || meetsScore(r))
  return {
    routes: results.length,
    withinTime: results.filter(meetsTime).length,
    withScore: results.filter(meetsScore).length,
    both: results.filter((r) => meetsTime(r) && meetsScore(r)).length,
    missing: slowest(
      results.filter((r) => !meets(r)),
      results.length,
    ),
  }
}

const seconds = (ms: number | null) => (ms === null ? 'no content' : `${(ms / 1000).toFixed(2)} s`)

/** One row's cells: route, visitor, time to content, score, and how far it is from each target. */
function cells(r: RouteResult, rank: number): string[] {
  const lh = r.lighthouse
  const minScore = minScoreOf(r.route)
  const timeMark = meetsTime(r) ? '' : ' ✗'
  const scoreCell = lh ? `${lh.score}${lh.score >= minScore ? '' : ` ✗ (≥ ${minScore})`}` : '-'
  return [
    String(rank),
    `\`${r.address}\``,
    r.visitor,
    `${seconds(r.ttcMs)}${timeMark}`,
    scoreCell,
    lh ? String(Math.round(lh.lcpMs)) : '-',
    lh ? String(Math.round(lh.tbtMs)) : '-',
    lh ? String(lh.benchmarkIndex) : '-',
  ]
}

/** benchmarkIndex: Lighthouse's measure of the machine's speed during that audit (a busy machine scores lower). */
const HEADER = ['#', 'address', 'visitor', 'time to content', 'Lighthouse', 'LCP ms', 'TBT ms', 'benchmarkIndex']

/** A markdown table of `results` in the order given (pipes in an address are escaped). */
export function markdownTable(results: readonly RouteResult[]): string[] {
  const rows = results.map((r, i) => cells(r, i + 1).map((c) => c.replaceAll('|', '\\|')))
  const line = (row: readonly string[]) => `| ${row.join(' | ')} |`
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows.map(line)]
}

/** The sweep's report file: the summary, the ten slowest, every route slowest first, and the errors. */
export function markdownReport(results: readonly RouteResult[], heading: readonly string[]): string {
  const s = summarize(results)
  const errors = results.filter((r) => r.errors.length)
  return [
    ...heading,
    '',
    `Routes: ${s.routes}; content within 2 s: ${s.withinTime}; Lighthouse at least ${TARGETS.minScore} (${TARGETS.minKeyScore} on ${KEY_ROUTES.join(', ')}): ${s.withScore}; both: ${s.both}.`,
    '',
    '## The ten slowest',
    '',
    ...markdownTable(slowest(results, 10)),
    '',
    '## Every route, slowest first',
    '',
    ...markdownTable(slowest(results, results.length)),
    ...(errors.length ? ['', '## Errors', '', ...errors.flatMap((r) => r.errors.map((e) => `- \`${r.address}\`: ${e}`))] : []),
    '',
  ].join('\n')
}

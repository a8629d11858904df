// A sweep's arithmetic and report: medians, the ten slowest, the targets met, and the markdown table.
import { describe, expect, it } from 'vitest'
import { markdownReport, markdownTable, slowest, summarize, ttcOf, type RouteResult } from './sweep-report.ts'

const result = (address: string, ttcMs: number | null, score?: number, extra: Partial<RouteResult> = {}): RouteResult => ({
  route: address,
  address,
  visitor: 'nobody',
  ttcRunsMs: ttcMs === null ? [] : [ttcMs],
  ttcMs,
  lighthouse: score === undefined ? undefined : { score, runs: [score], lcpMs: 1800.4, tbtMs: 120, cls: 0, benchmarkIndex: 1500 },
  errors: ttcMs === null ? ['time to content: no .edu-page__body painted within 30 s'] : [],
  ...extra,
})

describe('sweep report', () => {
  it("takes the median of a route's loads, and none when a load showed no content", () => {
    expect(ttcOf([2400, 1900, 2100], false)).toBe(2100)
    expect(ttcOf([1000, 1501], false)).toBe(1251)
    expect(ttcOf([1000], true)).toBeNull()
    expect(ttcOf([], false)).toBeNull()
  })

  it('lists the slowest: routes with no content first, then by time, equal times by the lower score', () => {
    const results = [
      result('/a', 900, 99),
      result('/b', 2500, 97),
      result('/c', null),
      result('/d', 2500, 90),
      ...Array.from({ length: 10 }, (_, i) => result(`/e${i}`, 1000 + i, 96)),
    ]
    const ten = slowest(results)
    expect(ten).toHaveLength(10)
    expect(ten.slice(0, 4).map((r) => r.address)).toEqual(['/c', '/d', '/b', '/e9'])
    expect(ten.map((r) => r.address)).not.toContain('/a')
  })

  it('counts the routes meeting 2 s and 95, holding the form, the points list and the homes to 98', () => {
    const s = summarize([
      result('/a', 900, 99),
      result('/b', 2100, 99),
      result('/integral/detail', 800, 96),
      result('/health/client/home', 800, 98),
      result('/c', null, 97),
    ])
    expect(s).toMatchObject({ routes: 5, withinTime: 3, withScore: 4, both: 2 })
    expect(s.missing.map((r) => r.address)).toEqual(['/c', '/b', '/integral/detail'])
  })

  it('writes a markdown table that marks each missed target', () => {
    expect(
      markdownTable([
        result('/b', 2100, 99),
        result('/integral/detail', 800, 96),
        result('/x?a=1|2', 700),
        { ...result('/c', null), visitor: 'doctor' },
      ]),
    ).toEqual([
      '| # | address | visitor | time to content | Lighthouse | LCP ms | TBT ms | benchmarkIndex |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| 1 | `/b` | nobody | 2.10 s ✗ | 99 | 1800 | 120 | 1500 |',
      '| 2 | `/integral/detail` | nobody | 0.80 s | 96 ✗ (≥ 98) | 1800 | 120 | 1500 |',
      '| 3 | `/x?a=1\\|2` | nobody | 0.70 s | - | - | - | - |',
      '| 4 | `/c` | doctor | no content ✗ | - | - | - | - |',
    ])
  })

  it('puts the summary, the ten slowest, every route and the errors in the report file', () => {
    const report = markdownReport([result('/a', 900, 99), result('/c', null)], ['# Route sweep'])
    expect(report).toContain('Routes: 2; content within 2 s: 1;')
    expect(report).toContain('## The ten slowest')
    expect(report).toContain('## Every route, slowest first')
    expect(report).toContain('- `/c`: time to content: no .edu-page__body painted within 30 s')
  })
})

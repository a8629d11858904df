// An --against run's order of loads and what its report says of them.
import { describe, expect, it } from 'vitest'
import { againstMarkdown, compareRow, overallRatio, quartiles, schedule, verdictOf, type RouteComparison } from './against-report.ts'

const route = { route: '/integral/detail', address: '/integral/detail', visitor: 'doctor' as const }
const times = (contentMs: number[], errors: string[] = []) => ({ contentMs, liveMs: contentMs.map((t) => t + 100), errors })

describe('an --against run', () => {
  it('loads each route on both sides every round, the side that goes first swapped each round', () => {
    expect(schedule(['/a', '/b'], 2)).toEqual([
      { route: '/a', side: 'this' },
      { route: '/a', side: 'base' },
      { route: '/b', side: 'this' },
      { route: '/b', side: 'base' },
      { route: '/a', side: 'base' },
      { route: '/a', side: 'this' },
      { route: '/b', side: 'base' },
      { route: '/b', side: 'this' },
    ])
  })

  it('calls a side faster or slower only when the middle halves of the loads do not overlap', () => {
    expect(quartiles([1, 2, 3, 4, 5, 6, 7])).toEqual([2, 6])
    expect(verdictOf([1000, 1100, 1200, 1300], [1500, 1600, 1700, 1800])).toBe('faster')
    expect(verdictOf([1500, 1600, 1700, 1800], [1000, 1100, 1200, 1300])).toBe('slower')
    // The medians differ by 300 ms, but the loads scatter more than that.
    expect(verdictOf([1000, 1400, 1800, 2200], [1300, 1700, 2100, 2500])).toBe('within the spread')
    expect(verdictOf([], [1000])).toBe('not compared')
    // One or two loads a side have no spread to read a difference against.
    expect(verdictOf([1000, 1100], [1500, 1600])).toBe('too few loads')
  })

  it('reports medians, their ratio and the live ratio, and leaves a route with a failed load out of the overall figure', () => {
    const good: RouteComparison = { ...route, this: times([900, 1000, 1100]), base: times([1900, 2000, 2100]) }
    const failed: RouteComparison = { ...route, address: '/new', this: times([500]), base: times([], ['ended on /edu/404']) }
    expect(compareRow(good)).toEqual({
      address: '/integral/detail',
      visitor: 'doctor',
      thisMs: 1000,
      baseMs: 2000,
      ratio: 0.5,
      verdict: 'faster',
      liveRatio: 1100 / 2100,
    })
    expect(compareRow(failed)).toMatchObject({ baseMs: null, ratio: null, verdict: 'not compared' })
    expect(overallRatio([compareRow(good), compareRow(failed)])).toBe(0.5)
    const report = againstMarkdown([good, failed], ['# heading'])
    expect(report).toContain('| `/integral/detail` | doctor | 1000 | 2000 | 0.50 | faster | 0.52 |')
    expect(report).toContain('geometric mean of the ratios): 0.50.')
    expect(report).toContain('- `/new`: this 500; base failed: ended on /edu/404')
  })

  it('takes the geometric mean, so twice as slow and twice as fast cancel out', () => {
    const row = (ratio: number) => ({ address: '', visitor: '', thisMs: 1, baseMs: 1, ratio, verdict: 'faster' as const, liveRatio: 1 })
    expect(overallRatio([row(2), row(0.5)])).toBeCloseTo(1)
    expect(overallRatio([])).toBeNull()
  })
})

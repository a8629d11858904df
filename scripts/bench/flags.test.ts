// The bench's command line: what each flag sets, and that a mistyped one stops the run before any building.
import { describe, expect, it } from 'vitest'
import { parseFlags } from './flags.ts'
import { benchPorts } from './setup.ts'

const defaults = { runs: 5, ttcRounds: 7 }

describe('bench flags', () => {
  it('keeps the reference bench as it was without flags', () => {
    expect(parseFlags([], defaults)).toEqual({
      runs: 5,
      mockRuns: 1,
      ttcRounds: 7,
      build: true,
      withAmis: true,
      mobile: false,
      sweep: false,
      only: [],
      limit: 0,
      resume: false,
      lighthouse: true,
      against: '',
    })
  })

  it('times this checkout against a revision under the mobile profile, seven loads a route unless --runs says', () => {
    expect(parseFlags(['--against=main'], defaults)).toMatchObject({ against: 'main', mobile: true, runs: 7 })
    expect(parseFlags(['--against=aacd12b', '--runs=3', '--only=/integral/detail'], defaults)).toMatchObject({
      against: 'aacd12b',
      runs: 3,
      only: ['/integral/detail'],
    })
    expect(() => parseFlags(['--against'], defaults)).toThrow('--against takes a value')
    expect(() => parseFlags(['--against=main', '--sweep'], defaults)).toThrow('does not combine with --sweep')
  })

  it('turns on the mobile profile with --mobile, and always in a sweep (one run a route unless --runs says)', () => {
    expect(parseFlags(['--mobile'], defaults).mobile).toBe(true)
    const sweep = parseFlags(['--sweep'], defaults)
    expect(sweep).toMatchObject({ sweep: true, mobile: true, runs: 1 })
    expect(parseFlags(['--sweep', '--runs=3'], defaults).runs).toBe(3)
  })

  it('reads the routes to sweep from --only (comma-separated, repeatable) and --limit', () => {
    const flags = parseFlags(['--sweep', '--only=/a, /b/1', '--only=/c', '--limit=25', '--resume', '--no-build'], defaults)
    expect(flags).toMatchObject({ only: ['/a', '/b/1', '/c'], limit: 25, resume: true, build: false })
  })

  it('refuses what it does not know or cannot read', () => {
    expect(() => parseFlags(['--sweeep'], defaults)).toThrow('unknown flag --sweeep')
    expect(() => parseFlags(['sweep'], defaults)).toThrow('unknown argument sweep')
    expect(() => parseFlags(['--runs=two'], defaults)).toThrow('--runs takes a whole number')
    expect(() => parseFlags(['--limit=-1'], defaults)).toThrow('--limit takes a whole number')
    expect(() => parseFlags(['--only='], defaults)).toThrow('--only takes a comma-separated list')
    expect(() => parseFlags(['--mobile=yes'], defaults)).toThrow('--mobile takes no value')
  })
})

describe('bench ports', () => {
  it('takes five consecutive ports from BENCH_PORT', () => {
    expect(benchPorts(5182)).toEqual({ previewMock: 5182, previewApi: 5183, apiServer: 5184, cdp: 5185, amis: 5186 })
    expect(() => benchPorts(Number('x'))).toThrow('BENCH_PORT must be a port number')
  })
})

// The bench's command line (`npm run bench -- --flag ...`), read in one place so that a mistyped flag stops the
// run before minutes of building rather than being ignored.
export interface BenchFlags {
  /** Lighthouse runs per screen (median reported); in a sweep, time-to-content loads and Lighthouse runs per route. */
  runs: number
  /** Lighthouse runs in mock mode (0: skip). */
  mockRuns: number
  /** Time-to-content loads per reference screen, interleaved (0: skip). */
  ttcRounds: number
  build: boolean
  withAmis: boolean
  /** Time to content under the mobile profile (mobile.ts): 4x CPU, slow 4G, 375 px with touch. */
  mobile: boolean
  /** Every route of the route table instead of the reference screens (sweep.ts); always the mobile profile. */
  sweep: boolean
  /** Sweep only these routes: each a route pattern (/a/:id) or the address opened for it (/a/1). */
  only: string[]
  /** Sweep at most this many routes, spread evenly over the table (0: all). */
  limit: number
  /** Keep every route an earlier sweep with the same settings measured, and measure only the rest of this selection. */
  resume: boolean
  /** Lighthouse off in a sweep: time to content only (a quicker look). */
  lighthouse: boolean
  /** A git revision to time this checkout against, route by route, in one run (against.ts); '' for none. */
  against: string
}

/** Loads of each route on each side of an --against run: enough for a median beside a spread of 400 ms or more. */
export const AGAINST_RUNS = 7

const NUMBERS = ['runs', 'mock-runs', 'ttc-rounds', 'limit'] as const
const SWITCHES = ['no-build', 'no-amis', 'mobile', 'sweep', 'resume', 'no-lighthouse'] as const
const LISTS = ['only'] as const
const WORDS = ['against'] as const

export function parseFlags(argv: readonly string[], defaults: { runs: number; ttcRounds: number }): BenchFlags {
  const numbers = new Map<string, number>()
  const lists = new Map<string, string[]>()
  const switches = new Set<string>()
  const words = new Map<string, string>()
  for (const arg of argv) {
    const [, name, value] = /^--([a-z-]+)(?:=(.*))?$/.exec(arg) ?? []
    if (!name) throw new Error(`unknown argument ${arg} (flags are --name or --name=value)`)
    if ((NUMBERS as readonly string[]).includes(name)) {
      const n = Number(value)
      if (value === undefined || value === '' || !Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number`)
      numbers.set(name, n)
    } else if ((LISTS as readonly string[]).includes(name)) {
      const items = (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (!items.length) throw new Error(`--${name} takes a comma-separated list`)
      lists.set(name, [...(lists.get(name) ?? []), ...items])
    } else if ((WORDS as readonly string[]).includes(name)) {
      if (!value) throw new Error(`--${name} takes a value (--${name}=main, a commit or a tag)`)
      words.set(name, value)
    } else if ((SWITCHES as readonly string[]).includes(name)) {
      if (value !== undefined) throw new Error(`--${name} takes no value`)
      switches.add(name)
    } else throw new Error(`unknown flag --${name}`)
  }
  const sweep = switches.has('sweep')
  const against = words.get('against') ?? ''
  if (sweep && against) throw new Error('--against times routes side by side; it does not combine with --sweep')
  return {
    runs: Math.max(1, numbers.get('runs') ?? (sweep ? 1 : against ? AGAINST_RUNS : defaults.runs)),
    mockRuns: numbers.get('mock-runs') ?? 1,
    ttcRounds: numbers.get('ttc-rounds') ?? defaults.ttcRounds,
    build: !switches.has('no-build'),
    withAmis: !switches.has('no-amis'),
    mobile: sweep || Boolean(against) || switches.has('mobile'),
    sweep,
    only: lists.get('only') ?? [],
    limit: numbers.get('limit') ?? 0,
    resume: switches.has('resume'),
    lighthouse: !switches.has('no-lighthouse'),
    against,
  }
}

// What the benchmark measures and where: the three reference screens, the ports (own range, so a bench never
// collides with dev :5173, preview :4173 or the browser tests :4174; BENCH_PORT moves it), Chromium, the bars of
// the form screen.
import { join } from 'node:path'
import { root } from '../lib/schema-files.ts'
import type { TimedScreen } from './time-to-content.ts'

export interface BenchScreen {
  id: string
  path: string
  /** The guard's auth; every screen is visited as the demo doctor (logged in through a doctor route for 'none'). */
  auth: 'doctor' | 'login' | 'none'
  /** A CSS selector that appears once the screen shows its content (data loaded, not only the frame). */
  ready: string
}

export const SCREENS: readonly BenchScreen[] = [
  { id: 'form', path: '/doctor/family_doctor/hypertension/manual-add-resident', auth: 'doctor', ready: '#root_userName' },
  { id: 'list', path: '/doctor/family_doctor/multi-cancer/add-residents', auth: 'doctor', ready: '.edu-list__row' },
  { id: 'points', path: '/integral/detail', auth: 'login', ready: '.edu-collapse' },
  // The homes (issue 15: Lighthouse >= 95 on each home too).
  { id: 'doctor-home', path: '/doctor/client/home', auth: 'doctor', ready: 'text=签约居民数' },
  { id: 'health-home', path: '/health/client/home', auth: 'none', ready: 'nav[aria-label="底部导航"]' },
]

/** The 200-field form of issue 15's table as a screen (字段1 … 字段200, no calls, open to all; build.ts writes it). */
export const FORM_200_PATH = '/bench/form-200'

/**
 * Time to content (`time-to-content.ts`): the reference screens, each with the text whose painting counts as
 * its content (the form's last field label, the first list row, the first month group), and the floor: the same
 * shell drawing a static screen that makes no calls (the placeholder, 建设中).
 */
export const TIMED: readonly TimedScreen[] = [
  { ...SCREENS[0], content: { selector: '.edu-form-row__label', text: '居民分类' } },
  { ...SCREENS[1], content: { selector: '.edu-list__row' } },
  { ...SCREENS[2], content: { selector: '.edu-collapse' } },
  // Only the bench's api build has it (build.ts); AMIS draws the same 200 fields beside it (amis/pages.ts).
  {
    id: 'form-200',
    path: FORM_200_PATH,
    auth: 'none',
    ready: '#root_f199',
    content: { selector: '.edu-form-row__label', text: '字段200' },
  },
  { id: 'floor', path: '/home/noData', auth: 'none', ready: '#root', content: { selector: '#root', text: '建设中' } },
]
/** Loads of each timed screen, interleaved (issue 15: 7). */
export const TIMED_ROUNDS = 7

/**
 * The bench's five ports, consecutive from `base`: BENCH_PORT=5182 moves them all (engineers sharing a machine
 * each take their own range); the default 4190 stays clear of dev :5173, preview :4173 and the browser tests :4174.
 */
export function benchPorts(base: number) {
  if (!Number.isInteger(base) || base < 1024 || base > 65530) throw new Error(`BENCH_PORT must be a port number (got ${base})`)
  return {
    /** vite preview of the mock-mode build (embedded backend in the page). */
    previewMock: base,
    /** vite preview of the build with VITE_API_BASE, proxying the API to apiServer. */
    previewApi: base + 1,
    /** The embedded backend's handlers answering over HTTP in Node. */
    apiServer: base + 2,
    /** Chromium's DevTools port, for Lighthouse. */
    cdp: base + 3,
    /** The AMIS pages the time to content is compared with (amis/server.ts). */
    amis: base + 4,
  } as const
}

export const PORTS = benchPorts(Number(process.env.BENCH_PORT ?? 4190))

export const HOST = '127.0.0.1'
export const benchDir = join(root, 'scripts/bench')
/** Builds and browser profiles: under .cache (git-ignored), never dist/, which others build into. */
export const workDir = join(root, '.cache/bench')
export const lastRunFile = join(benchDir, 'last-run.json')

export { chromiumLaunch, chromiumPath, plainChromiumFlags } from '../lib/chromium.ts'

/** Issue 4's bar, on the form screen: gzip JavaScript of a first visit (kB = 1000 bytes) and Lighthouse score. */
export const BARS = { screen: 'form', maxJsKb: 250, minScore: 95 } as const

// Time to content (issue 15): how long a cold first visit takes until the screen's content text is laid out and
// painted. A probe injected before any page script checks once per animation frame for the screen's ready text
// and records the frame after it appeared (the one that painted it). Each load is a fresh browser context from a
// saved login (cookies and localStorage: the signing key, the kept account), every API call is answered after
// 50 ms by its server (the page's requests are never intercepted), and loads go round-robin across the screens so
// the machine's noise falls on all of them alike. The floor is the same shell with a static screen that makes no
// calls. Medians are reported, never asserted.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core'
import { actAsProductionHost } from './first-visit.ts'
import { logInAsDoctor, screenUrl } from './login.ts'
import { MOBILE_CONTEXT, applyMobileProfile } from './mobile.ts'
import type { BenchScreen } from './setup.ts'

/** What a load waits for: an element matching `selector` whose text contains `text` (any text when absent). */
export interface ContentProbe {
  selector: string
  text?: string
  /** And the page (anywhere in its body) shows this word: a sweep's route test word, which may sit in the header. */
  pageShows?: string
  /** Without `text`, a loaded image inside the element counts as content too (a screen of one picture). */
  orPicture?: boolean
}

export interface TimedScreen extends BenchScreen {
  content: ContentProbe
}

export const API_DELAY_MS = 50

const CONTEXT: BrowserContextOptions = { viewport: { width: 375, height: 667 }, locale: 'zh-CN' }

/**
 * The probe reports the paint on the console, which Playwright hears anyway: waiting with waitForFunction made
 * Playwright evaluate its own injected script in the page (10 ms on this machine) as soon as the load event came,
 * in the middle of both engines' start-up, and then poll from there.
 */
const CONTENT_SIGNAL = 'edu-content-painted'
/**
 * And when the screen is live: a page served with its route's frame (docs/frames.md) shows its static content
 * before the app has taken it over (#root loses data-frame then); any other page is live once its content is.
 */
const LIVE_SIGNAL = 'edu-live-painted'

// In-page code as text: tsx would wrap a function's inner functions in a __name helper the page lacks.
const PROBE = `(probe) => {
  const visible = (el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const picture = (el) =>
    [...el.querySelectorAll('img')].some((img) => visible(img) && img.complete && img.naturalWidth > 0)
  const found = () => {
    for (const el of document.querySelectorAll(probe.selector)) {
      if (probe.orPicture && !probe.text && picture(el)) return true
      const text = el.textContent || ''
      if (!text.trim() || (probe.text && !text.includes(probe.text))) continue
      const box = el.getBoundingClientRect()
      if (box.width > 0 && box.height > 0) return true
    }
    return false
  }
  const shown = () => !probe.pageShows || (document.body && document.body.textContent.includes(probe.pageShows))
  const live = () => !document.querySelector('#root[data-frame]')
  const untilLive = () => {
    if (live() && found()) {
      requestAnimationFrame(() => console.debug(probe.liveSignal, performance.now()))
      return
    }
    requestAnimationFrame(untilLive)
  }
  const tick = () => {
    if (found() && shown()) {
      // Laid out in this frame; the next frame's callback runs after it was painted.
      requestAnimationFrame(() => {
        console.debug(probe.signal, performance.now())
        untilLive()
      })
      return
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}`

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Loads in round-robin order: every screen once, then every screen again, `rounds` times. */
export function interleaved<T>(screens: readonly T[], rounds: number): T[] {
  return Array.from({ length: rounds }, () => screens).flat()
}

export type SavedLogin = Awaited<ReturnType<BrowserContext['storageState']>>

/** One thing timed: a screen of ours on the api build, or the same screen as another engine's page (AMIS). */
export interface TimedTarget {
  id: string
  /** The page's full address. */
  url: string
  content: ContentProbe
  /** Ours: opened with the saved login, as the production host. Another engine's page needs neither. */
  ours: boolean
}

/** Our screens as timed targets on the build served at `baseUrl`. */
export const ourTargets = (baseUrl: string, screens: readonly TimedScreen[]): TimedTarget[] =>
  screens.map((s) => ({ id: s.id, url: screenUrl(baseUrl, s), content: s.content, ours: true }))

/**
 * A fresh context for our screens: the saved login (none: a logged-out visitor), on the production host (the api
 * build's settings).
 */
export async function loggedInContext(browser: Browser, login: SavedLogin | undefined, mobile = false): Promise<BrowserContext> {
  const context = await browser.newContext({ ...(mobile ? MOBILE_CONTEXT : CONTEXT), storageState: login })
  await actAsProductionHost(context)
  return context
}

/**
 * One cold load of `target` (a fresh context: empty HTTP cache, no service worker), in ms from navigation start to
 * the frame that painted its content; under the mobile profile (mobile.ts) when `mobile` is set.
 */
export async function oneLoad(browser: Browser, login: SavedLogin | undefined, target: TimedTarget, mobile = false): Promise<number> {
  return (await oneTimedLoad(browser, login, target, mobile)).contentMs
}

/** One cold load as oneLoad, timed to its content and to the live screen (the same for a page without a frame). */
export async function oneTimedLoad(
  browser: Browser,
  login: SavedLogin | undefined,
  target: TimedTarget,
  mobile = false,
): Promise<{ contentMs: number; liveMs: number }> {
  const context = target.ours ? await loggedInContext(browser, login, mobile) : await browser.newContext(mobile ? MOBILE_CONTEXT : CONTEXT)
  try {
    await context.addInitScript(`(${PROBE})(${JSON.stringify({ ...target.content, signal: CONTENT_SIGNAL, liveSignal: LIVE_SIGNAL })})`)
    const page = await context.newPage()
    if (mobile) await applyMobileProfile(context, page)
    const signalled = (signal: string) => {
      const heard = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(`${signal} `), timeout: 30_000 })
      // Should the navigation itself fail, that is the error to report, not this wait's, which ends with the context.
      heard.catch(() => undefined)
      return heard
    }
    const painted = signalled(CONTENT_SIGNAL)
    const live = signalled(LIVE_SIGNAL)
    await page.goto(target.url)
    const failed = (what: string) => (error: unknown) => {
      const { selector, text = '' } = target.content
      throw new Error(`${target.id}: no ${selector} ${text} ${what} within 30 s at ${page.url()}`, { cause: error })
    }
    const content = await painted.catch(failed('painted'))
    const alive = await live.catch(failed('live'))
    if (new URL(page.url()).pathname !== new URL(target.url).pathname) throw new Error(`${target.id}: ended on ${page.url()}`)
    // From the navigation's start (performance.now() counts from the time origin).
    const at = (message: typeof content, signal: string) => Math.round(Number(message.text().slice(signal.length + 1)))
    return { contentMs: at(content, CONTENT_SIGNAL), liveMs: at(alive, LIVE_SIGNAL) }
  } finally {
    await context.close()
  }
}

export interface TimeToContent {
  id: string
  url: string
  runsMs: number[]
  medianMs: number
  /** To the live screen: later than the content when a frame showed it first (docs/frames.md). */
  liveRunsMs: number[]
  liveMedianMs: number
}

/** Logs in once as the demo doctor (through the first screen that needs a doctor) and keeps the login. */
export async function saveLogin(browser: Browser, baseUrl: string, screens: readonly TimedScreen[]): Promise<SavedLogin> {
  const login = await browser.newContext(CONTEXT)
  try {
    await actAsProductionHost(login)
    const doctorScreen = screens.find((s) => s.auth === 'doctor') ?? screens[0]
    await logInAsDoctor(await login.newPage(), baseUrl, doctorScreen)
    return await login.storageState()
  } finally {
    await login.close()
  }
}

/** A server of the targets' API calls (ours, AMIS's), told how long to wait before each answer. */
export interface DelayedApi {
  answerAfter: (ms: number) => void
}

/**
 * `rounds` loads of each target, interleaved, each in a fresh context, while `apis` answer every call after
 * API_DELAY_MS. The servers wait rather than Playwright's request routing: a route makes Chromium hold every
 * request of the page, scripts included, until Playwright's client has answered it.
 */
export async function measureTimeToContent(
  browser: Browser,
  login: SavedLogin,
  targets: readonly TimedTarget[],
  rounds: number,
  apis: readonly DelayedApi[],
  mobile = false,
): Promise<TimeToContent[]> {
  const runs = new Map<string, { contentMs: number; liveMs: number }[]>()
  for (const api of apis) api.answerAfter(API_DELAY_MS)
  try {
    for (const target of interleaved(targets, rounds)) {
      const times = await oneTimedLoad(browser, login, target, mobile)
      runs.set(target.id, [...(runs.get(target.id) ?? []), times])
    }
  } finally {
    for (const api of apis) api.answerAfter(0)
  }
  return targets.map((t) => {
    const times = runs.get(t.id) ?? []
    const runsMs = times.map((r) => r.contentMs)
    const liveRunsMs = times.map((r) => r.liveMs)
    return { id: t.id, url: t.url, runsMs, medianMs: median(runsMs), liveRunsMs, liveMedianMs: median(liveRunsMs) }
  })
}

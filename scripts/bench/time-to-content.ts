// Time to content (issue 15): how long a cold first visit takes until the screen's content text is laid out and
// painted. A probe injected before any page script checks once per animation frame for the screen's ready text
// and records the frame after it appeared (the one that painted it). Each load is a fresh browser context from a
// saved login (cookies and localStorage: the signing key, the kept account), every API call is answered after
// 50 ms, and loads go round-robin across the screens so the machine's noise falls on all of them alike. The
// floor is the same shell with a static screen that makes no calls. Medians are reported, never asserted.
import type { Browser, BrowserContextOptions } from 'playwright-core'
import { actAsProductionHost } from './first-visit.ts'
import { logInAsDoctor, screenUrl } from './login.ts'
import type { BenchScreen } from './setup.ts'

/** What a load waits for: an element matching `selector` whose text contains `text` (any text when absent). */
export interface ContentProbe {
  selector: string
  text?: string
}

export interface TimedScreen extends BenchScreen {
  content: ContentProbe
}

export const API_DELAY_MS = 50

const CONTEXT: BrowserContextOptions = { viewport: { width: 375, height: 667 }, locale: 'zh-CN' }

// In-page code as text: tsx would wrap a function's inner functions in a __name helper the page lacks.
const PROBE = `(probe) => {
  const found = () => {
    for (const el of document.querySelectorAll(probe.selector)) {
      const text = el.textContent || ''
      if (!text.trim() || (probe.text && !text.includes(probe.text))) continue
      const box = el.getBoundingClientRect()
      if (box.width > 0 && box.height > 0) return true
    }
    return false
  }
  const tick = () => {
    if (found()) {
      // Laid out in this frame; the next frame's callback runs after it was painted.
      requestAnimationFrame(() => { window.__eduContentAt = performance.now() })
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

async function oneLoad(
  browser: Browser,
  baseUrl: string,
  storageState: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>,
  screen: TimedScreen,
): Promise<number> {
  const context = await browser.newContext({ ...CONTEXT, storageState })
  try {
    await actAsProductionHost(context)
    await context.addInitScript(`(${PROBE})(${JSON.stringify(screen.content)})`)
    await context.route(/\/edu\/api\//, async (route) => {
      await new Promise((r) => setTimeout(r, API_DELAY_MS))
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto(screenUrl(baseUrl, screen))
    await page.waitForFunction(() => typeof (window as { __eduContentAt?: number }).__eduContentAt === 'number', undefined, {
      timeout: 30_000,
    })
    if (new URL(page.url()).pathname !== new URL(screenUrl(baseUrl, screen)).pathname)
      throw new Error(`${screen.id}: ended on ${page.url()}`)
    // From the navigation's start (performance.now() counts from the time origin).
    return Math.round(await page.evaluate(() => (window as { __eduContentAt?: number }).__eduContentAt ?? -1))
  } finally {
    await context.close()
  }
}

export interface TimeToContent {
  id: string
  path: string
  runsMs: number[]
  medianMs: number
}

/** `rounds` loads of each screen, interleaved, after one login per run; the first screen is used to log in. */
export async function measureTimeToContent(
  browser: Browser,
  baseUrl: string,
  screens: readonly TimedScreen[],
  rounds: number,
): Promise<TimeToContent[]> {
  const login = await browser.newContext(CONTEXT)
  await actAsProductionHost(login)
  const doctorScreen = screens.find((s) => s.auth === 'doctor') ?? screens[0]
  await logInAsDoctor(await login.newPage(), baseUrl, doctorScreen)
  const storageState = await login.storageState()
  await login.close()
  const runs = new Map<string, number[]>()
  for (const screen of interleaved(screens, rounds)) {
    const ms = await oneLoad(browser, baseUrl, storageState, screen)
    runs.set(screen.id, [...(runs.get(screen.id) ?? []), ms])
  }
  return screens.map((s) => {
    const runsMs = runs.get(s.id) ?? []
    return { id: s.id, path: s.path, runsMs, medianMs: median(runsMs) }
  })
}

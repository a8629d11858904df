// When a page has settled: no request of its own in flight for QUIET_MS and nothing marked aria-busy (a loading
// list, form or report). Playwright's 'networkidle' asks for 500 ms without any request; the browser tests wait for
// this instead before judging a page, which is as safe for this app (its loading states are aria-busy) and saves
// most of that half second on each of the hundreds of pages they open.
import type { Page } from 'playwright-core'

const QUIET_MS = 150
const POLL_MS = 25

interface Traffic {
  inFlight: number
  lastActivity: number
}

const traffic = new WeakMap<Page, Traffic>()

/** Counts the page's requests from now on (browser.ts does this for every page a test opens). */
export function trackRequests(page: Page): void {
  const t: Traffic = { inFlight: 0, lastActivity: Date.now() }
  traffic.set(page, t)
  const started = () => {
    t.inFlight += 1
    t.lastActivity = Date.now()
  }
  const ended = () => {
    t.inFlight = Math.max(0, t.inFlight - 1)
    t.lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
}

/**
 * Resolves once the page has settled; a page not tracked waits for Playwright's 'networkidle'. `quietMs` shorter
 * than QUIET_MS suits a page already drawn whose next call, if any, follows an answer at once (the crawl's presses).
 */
export async function settled(page: Page, timeout = 10_000, quietMs = QUIET_MS): Promise<void> {
  const t = traffic.get(page)
  if (!t) return page.waitForLoadState('networkidle', { timeout })
  await page.waitForLoadState('load', { timeout })
  const deadline = Date.now() + timeout
  for (;;) {
    const quiet = t.inFlight === 0 && Date.now() - t.lastActivity >= quietMs
    if (quiet && (await page.locator('[aria-busy="true"]').count()) === 0 && t.inFlight === 0) return
    if (Date.now() > deadline)
      throw new Error(`${page.url()} did not settle within ${timeout} ms: ${t.inFlight} requests in flight, or something still aria-busy`)
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
}

// A page served with its route's frame (docs/frames.md) shows the screen before the app can answer: its taps are
// kept for the live screen, but what a test reads there (a field's value, a list's rows) is the frame's. A test
// step after a load acts on the live app, as a user who waits would; the frame itself, and taps made on it, are
// frames.test.ts's. A page that must show the frame as served (JavaScript off) is marked with showFramesAsServed.
import type { Page } from 'playwright-core'

const asServed = new WeakSet<Page>()

/** This page's loads return as soon as the page is there, its frame still waiting for the app. */
export function showFramesAsServed(page: Page): void {
  asServed.add(page)
}

/** #root holds a frame until the app has made it the live screen or drawn over it (src/shell/frame-taps.ts). */
async function untilLive(page: Page, timeout: number | undefined): Promise<void> {
  if (asServed.has(page)) return
  await page.locator('#root[data-frame]').waitFor({ state: 'detached', ...(timeout === undefined ? {} : { timeout }) })
}

/**
 * Makes `page.goto`, `page.reload` and `page.waitForURL` (a redirect's load: the identity provider sending the
 * visitor back) wait, after the load, for the app to take over a served frame.
 */
export function waitForTheAppAfterLoads(page: Page): void {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const waitForURL = page.waitForURL.bind(page)
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options)
    await untilLive(page, options?.timeout)
  }
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await untilLive(page, options?.timeout)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await untilLive(page, options?.timeout)
    return response
  }
}

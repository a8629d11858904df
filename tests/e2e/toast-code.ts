// The toast's code (src/shell/feedback-impl.ts) is a lazy chunk fetched on the first toast. Tests make it slow or
// unreachable to show what a user on a bad network sees. Routed on the context: the embedded backend's service
// worker fetches what it passes through, which a page's routes do not see. Undone when the test ends.
import type { Page, Route } from 'playwright-core'
import { onTestFinished } from 'vitest'

/** The chunk as the build names it. */
const TOAST_CODE = /\/feedback-impl-[\w-]+\.js$/

/** Until the test ends, every fetch of the toast's code goes through `handle`. */
export async function routeToastCode(page: Page, handle: (route: Route) => Promise<void>): Promise<void> {
  await page.context().route(TOAST_CODE, handle)
  onTestFinished(() => page.context().unroute(TOAST_CODE, handle))
}

// Closing a page that may be mid-navigation. Chromium can acknowledge Target.closeTarget and drop it when the close
// races a navigation commit (crbug.com/536385539, microsoft/playwright#42366): page.close() then waits forever, and
// with it every later test of the worker's browser. Seen in CI when the reachability crawl ended on a press that
// was loading the payment provider's page. A close not done within a second is asked for again over CDP, as the
// upstream fix proposed; a page still open after that fails loudly instead of hanging the worker.
import type { Page } from 'playwright-core'

const settlesWithin = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

export async function closePage(page: Page): Promise<void> {
  if (page.isClosed()) return
  const closed = page.close().catch(() => undefined)
  if (await settlesWithin(closed, 1_000)) return
  const browser = page.context().browser()
  if (!browser) throw new Error(`${page.url()} did not close within a second`)
  const target = await page
    .context()
    .newCDPSession(page)
    .then((s) => s.send('Target.getTargetInfo'))
    .catch(() => undefined)
  for (let attempt = 1; attempt <= 5 && target && !page.isClosed(); attempt++) {
    const session = await browser.newBrowserCDPSession()
    await session.send('Target.closeTarget', { targetId: target.targetInfo.targetId }).catch(() => undefined)
    await session.detach().catch(() => undefined)
    if (await settlesWithin(closed, 1_000)) return
  }
  if (!page.isClosed()) throw new Error(`${page.url()} did not close: Chromium dropped the close five times`)
}

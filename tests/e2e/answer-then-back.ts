// How long a screen waits, after its save is answered, before it goes back (showing its success toast meanwhile).
// Timed from when the test sees the toast, it read 204 ms for the app's 500 on a loaded machine: Playwright looks
// for a toast every 500 ms once a wait has gone on a while. Here the page's own resource timing says when the
// answer came (its clock is the machine's, as the test's is), and the going back is when the test hears of it:
// late if anything, which can only lengthen what is measured, never shorten it. Installed before the tap.
import type { Page } from 'playwright-core'

export interface AnswerThenBack {
  /** Milliseconds from the save's answer to the page's leaving for the page behind, once both happened. */
  waitedMs: () => Promise<number>
}

let bindings = 0

/** Watches for the answer to a call whose address contains `callPath`, and for the page to navigate after it. */
export async function watchAnswerThenBack(page: Page, callPath: string): Promise<AnswerThenBack> {
  let answeredAt: number | undefined
  let backAt: number | undefined
  let done: () => void = () => undefined
  let fail: (e: Error) => void = () => undefined
  const both = new Promise<void>((resolve, reject) => {
    done = resolve
    fail = reject
  })
  const binding = `__answered${++bindings}`
  await page.exposeFunction(binding, (at: number) => {
    answeredAt ??= at
  })
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || backAt !== undefined) return
    backAt = Date.now()
    if (answeredAt === undefined) fail(new Error(`the page left for ${frame.url()} before any call to ${callPath} was answered`))
    else done()
  })
  await page.evaluate(
    ({ callPath, binding }) => {
      const report = (window as unknown as Record<string, (at: number) => void>)[binding]
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[])
          if (entry.name.includes(callPath)) report(performance.timeOrigin + entry.responseEnd)
      }).observe({ type: 'resource' })
    },
    { callPath, binding },
  )
  return {
    waitedMs: async () => {
      await both
      return (backAt as number) - (answeredAt as number)
    },
  }
}

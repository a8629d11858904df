// How long a screen waits, after its save is answered, before it goes back (showing its success toast meanwhile).
// Timed from when the test sees the toast, it read 204 ms for the app's 500 on a loaded machine: Playwright looks
// for a toast every 500 ms once a wait has gone on a while. Here the page's own resource timing says when the
// answer came (its clock is the machine's, as the test's is), and the going back is when the test hears of it:
// late if anything, which can only lengthen what is measured, never shorten it. Installed before the tap.
// The success toast it shows meanwhile is watched from inside the page too: with the page behind another document,
// the toast lives only those 500 ms or 1 s, and a loaded CI machine's Playwright, looking every 500 ms, missed
// it while the page went back as it should.
import type { Page } from 'playwright-core'

export interface AnswerThenBack {
  /** Milliseconds from the save's answer to the page's leaving for the page behind, once both happened. */
  waitedMs: () => Promise<number>
  /** The texts of the toasts the page showed since the watch began, in order. */
  toasts: () => string[]
  /** Milliseconds from when the page first drew a toast with `text` to its leaving, once both happened. */
  shownBeforeBackMs: (text: string) => Promise<number>
}

let bindings = 0

/** Watches for the answer to a call whose address contains `callPath`, and for the page to navigate after it. */
export async function watchAnswerThenBack(page: Page, callPath: string): Promise<AnswerThenBack> {
  let answeredAt: number | undefined
  const toasts: string[] = []
  const shownAt = new Map<string, number>()
  let backAt: number | undefined
  let done: () => void = () => undefined
  let fail: (e: Error) => void = () => undefined
  const both = new Promise<void>((resolve, reject) => {
    done = resolve
    fail = reject
  })
  const binding = `__answered${++bindings}`
  const toastBinding = `__toasted${bindings}`
  await page.exposeFunction(binding, (at: number) => {
    answeredAt ??= at
  })
  await page.exposeFunction(toastBinding, (text: string, at: number) => {
    if (toasts.at(-1) !== text) toasts.push(text)
    if (!shownAt.has(text)) shownAt.set(text, at)
  })
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || backAt !== undefined) return
    backAt = Date.now()
    if (answeredAt === undefined) fail(new Error(`the page left for ${frame.url()} before any call to ${callPath} was answered`))
    else done()
  })
  await page.evaluate(
    ({ callPath, binding, toastBinding }) => {
      const report = (window as unknown as Record<string, (at: number) => void>)[binding]
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[])
          if (entry.name.includes(callPath)) report(performance.timeOrigin + entry.responseEnd)
      }).observe({ type: 'resource' })
      // Attributes too: antd-mobile's toast is added hidden (display: none) and then shown by a style change alone.
      const toasted = (window as unknown as Record<string, (text: string, at: number) => void>)[toastBinding]
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('.adm-toast-main'))
          if (toast.checkVisibility() && toast.textContent) toasted(toast.textContent, performance.timeOrigin + performance.now())
      }).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['style', 'class'],
      })
    },
    { callPath, binding, toastBinding },
  )
  return {
    waitedMs: async () => {
      await both
      return (backAt as number) - (answeredAt as number)
    },
    toasts: () => [...toasts],
    shownBeforeBackMs: async (text) => {
      await both
      const at = shownAt.get(text)
      if (at === undefined) throw new Error(`the page left without showing the toast ${text}; it showed ${JSON.stringify(toasts)}`)
      return (backAt as number) - at
    },
  }
}

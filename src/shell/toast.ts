// Toasts through antd-mobile's Toast, fetched on first use (feedback.ts). A loading toast waits a moment before
// it shows: a page answered at once (from what was fetched ahead, SPEC §1's render as you fetch) shows none and
// fetches no toast code, so it costs a first visit nothing; a slow one shows it as before.
import type { ToastOptions } from '../engine'
import { feedback, feedbackIfFetched } from './feedback'
import { clearPlainToast, showPlainToast } from './plain-toast'
import { reportError } from './report'

/** How long a loading toast waits before it shows; cleared sooner, it never does. */
export const LOADING_TOAST_DELAY_MS = 300

let waiting: ReturnType<typeof setTimeout> | undefined
/**
 * Counts clearToast calls. A toast asked for before the last clear stays down: on a slow network the toast's code
 * can arrive after the wait it told of ended (the loading toast of a page answered meanwhile), and showing it then
 * left 加载中… on the screen for good.
 */
let clears = 0

function stopWaiting(): void {
  clearTimeout(waiting)
  waiting = undefined
}

async function display({ text, icon, duration }: ToastOptions, asked: number): Promise<void> {
  const ms = duration ?? (icon === 'loading' ? 0 : 2000)
  let code: Awaited<ReturnType<typeof feedback>>
  try {
    code = await feedback()
  } catch (e) {
    // Told plainly rather than not at all, and reported here, so no caller needs a catch of its own.
    if (asked === clears) showPlainToast(text, ms)
    reportError(e)
    return
  }
  if (asked !== clears) return
  clearPlainToast()
  code.Toast.show({ content: text, icon, duration: ms })
}

/**
 * A toast; a loading toast stays until cleared. SPEC §9: messages stay 2000 ms. Answers once the toast is on the
 * screen (shown plainly, when its code cannot arrive); it never rejects.
 */
export async function showToast(options: ToastOptions): Promise<void> {
  stopWaiting()
  const asked = clears
  if (options.icon === 'loading' && !options.duration) {
    waiting = setTimeout(() => {
      waiting = undefined
      void display(options, asked)
    }, LOADING_TOAST_DELAY_MS)
    return
  }
  await display(options, asked)
}

/** Takes the toast down, or keeps a waiting loading toast from showing; fetches nothing if no toast was shown. */
export function clearToast(): void {
  clears++
  stopWaiting()
  clearPlainToast()
  void feedbackIfFetched()?.then(
    ({ Toast }) => Toast.clear(),
    () => undefined,
  )
}

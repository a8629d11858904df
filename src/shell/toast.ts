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

function stopWaiting(): void {
  clearTimeout(waiting)
  waiting = undefined
}

async function display({ text, icon, duration }: ToastOptions): Promise<void> {
  const ms = duration ?? (icon === 'loading' ? 0 : 2000)
  const { Toast } = await feedback().catch((e: unknown) => {
    // Told plainly rather than not at all; the failure is still reported (the caller's catch).
    showPlainToast(text, ms)
    throw e
  })
  clearPlainToast()
  Toast.show({ content: text, icon, duration: ms })
}

/** A toast; a loading toast stays until cleared. SPEC §9: messages stay 2000 ms. */
export async function showToast(options: ToastOptions): Promise<void> {
  stopWaiting()
  if (options.icon === 'loading' && !options.duration) {
    waiting = setTimeout(() => {
      waiting = undefined
      display(options).catch(reportError)
    }, LOADING_TOAST_DELAY_MS)
    return
  }
  await display(options)
}

/** Takes the toast down, or keeps a waiting loading toast from showing; fetches nothing if no toast was shown. */
export function clearToast(): void {
  stopWaiting()
  clearPlainToast()
  void feedbackIfFetched()?.then(
    ({ Toast }) => Toast.clear(),
    () => undefined,
  )
}

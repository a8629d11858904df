// Toasts through antd-mobile's Toast, fetched on first use (feedback.ts). A loading toast waits a moment before
// it shows: a page answered at once (from what was fetched ahead, SPEC §1's render as you fetch) shows none and
// fetches no toast code, so it costs a first visit nothing; a slow one shows it as before.
import type { ToastOptions } from '../engine'
import { feedback, feedbackIfFetched } from './feedback'

/** How long a loading toast waits before it shows; cleared sooner, it never does. */
export const LOADING_TOAST_DELAY_MS = 300

let waiting: ReturnType<typeof setTimeout> | undefined

function stopWaiting(): void {
  clearTimeout(waiting)
  waiting = undefined
}

async function display({ text, icon, duration }: ToastOptions): Promise<void> {
  const { Toast } = await feedback()
  Toast.show({ content: text, icon, duration: duration ?? (icon === 'loading' ? 0 : 2000) })
}

/** A toast; a loading toast stays until cleared. SPEC §9: messages stay 2000 ms. */
export async function showToast(options: ToastOptions): Promise<void> {
  stopWaiting()
  if (options.icon === 'loading' && !options.duration) {
    waiting = setTimeout(() => {
      waiting = undefined
      void display(options)
    }, LOADING_TOAST_DELAY_MS)
    return
  }
  await display(options)
}

/** Takes the toast down, or keeps a waiting loading toast from showing; fetches nothing if no toast was shown. */
export function clearToast(): void {
  stopWaiting()
  void feedbackIfFetched()?.then(({ Toast }) => Toast.clear())
}

// A page frame written at build time (docs/frames.md) is on screen before the app can answer a tap: while the entry
// loads, while the screen's code arrives and while the screen is drawn still, waiting for the guard. A tap made
// then is kept, not lost and not half-handled by a still screen (whose actions have no user to act for), and is
// given again to the element it landed on once the screen is live, in the same place since the live screen takes
// over the frame's own elements.

let kept: Element[] = []
let stopKeeping: (() => void) | null = null

/** From now until releaseFrameTaps, every tap inside `container` is held back and kept. */
export function keepFrameTaps(container: HTMLElement): void {
  if (stopKeeping) return
  const stop = () => window.removeEventListener('click', keep, true)
  const keep = (event: MouseEvent) => {
    if (!(event.target instanceof Node) || !container.contains(event.target)) return
    // Capturing on the window comes before React's listeners on the root and before a link's own navigation.
    event.preventDefault()
    event.stopImmediatePropagation()
    if (event.target instanceof Element) kept.push(event.target)
  }
  window.addEventListener('click', keep, true)
  stopKeeping = () => {
    stop()
    // #root holds the app now, no longer a frame waiting for it (what a test or a tool can wait for).
    delete container.dataset.frame
  }
}

/**
 * Taps reach the app again. With `replay`, those kept are given once more, in order, to the elements they landed
 * on (each still on screen); without (the frame did not become this screen: another page, a refusal), dropped.
 */
export function releaseFrameTaps(replay: boolean): void {
  stopKeeping?.()
  stopKeeping = null
  const taps = kept
  kept = []
  if (!replay) return
  for (const target of taps) if (target instanceof HTMLElement && target.isConnected) target.click()
}

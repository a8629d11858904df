/**
 * Runs `run` when the browser has a quiet moment, at the latest after `timeout` ms; returns a cancel. Work that
 * no one waits for goes here so it does not compete with a screen's own code and data while it loads.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  // Safari (iOS webviews) has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(run, timeout / 4)
  return () => clearTimeout(id)
}

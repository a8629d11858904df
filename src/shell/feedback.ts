// antd-mobile's Toast and Dialog bring react-spring: about a tenth of the entry chunk. They load on first use
// (and are fetched once the first screen is idle), so the first paint does not wait for them.
let loading: Promise<typeof import('./feedback-impl')> | undefined

export function feedback(): Promise<typeof import('./feedback-impl')> {
  loading ??= import('./feedback-impl')
  return loading
}

export function preloadFeedback(): void {
  const idle = (window as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200))
  idle(() => void feedback())
}

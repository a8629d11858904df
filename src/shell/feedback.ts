// antd-mobile's Toast, Dialog and ActionSheet bring react-spring: about a tenth of the entry chunk. They load on first use
// (the first toast waits a moment for them), so no screen's first visit downloads them unless it shows one.
let loading: Promise<typeof import('./feedback-impl')> | undefined

export function feedback(): Promise<typeof import('./feedback-impl')> {
  loading ??= import('./feedback-impl')
  return loading
}

/** The toast code if a toast already asked for it (to clear one), without fetching it. */
export function feedbackIfFetched(): Promise<typeof import('./feedback-impl')> | undefined {
  return loading
}

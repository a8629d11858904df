// antd-mobile's Toast, Dialog and ActionSheet bring react-spring: about a tenth of the entry chunk. They load on first use
// (the first toast waits a moment for them), so no screen's first visit downloads them unless it shows one.
let loading: Promise<typeof import('./feedback-impl')> | undefined

export function feedback(): Promise<typeof import('./feedback-impl')> {
  // A fetch that failed (offline) is tried again by the next toast or dialog, once the network may be back.
  loading ??= import('./feedback-impl').catch((e: unknown) => {
    loading = undefined
    throw e
  })
  return loading
}

/** The toast code if a toast already asked for it (to clear one), without fetching it; it may be failing. */
export function feedbackIfFetched(): Promise<typeof import('./feedback-impl')> | undefined {
  return loading
}

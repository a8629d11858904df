// Error reporting. Kept on window.__eduErrors so tests and the dev tools can read what went wrong,
// printed in development, and sent to the monitoring endpoint when one is configured.
export interface ErrorReport {
  message: string
  context?: Record<string, unknown>
  at: number
}

declare global {
  interface Window {
    __eduErrors?: ErrorReport[]
  }
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  const message = error instanceof Error ? error.message : String(error)
  const entry: ErrorReport = { message, context, at: Date.now() }
  const list = (window.__eduErrors ??= [])
  list.push(entry)
  if (list.length > 50) list.shift()
  if (import.meta.env.DEV) console.error('[report]', message, context ?? '', error)
  const endpoint = import.meta.env.VITE_ERROR_ENDPOINT as string | undefined
  if (endpoint) {
    // Release tag and sampling per SPEC §9: sample rate 1, release 2.2.38.
    const body = JSON.stringify({ ...entry, release: '2.2.38', path: window.location.pathname })
    navigator.sendBeacon?.(endpoint, body)
  }
}

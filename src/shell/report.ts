// Error reports (issue 13 item 8): uncaught errors and rejections, render errors caught by the boundaries, and
// failed calls, with release 2.2.38 and sampling rate 1 (SPEC §9), except the known business messages (§8); and
// the page's performance once loaded, checked every 1000 ms. Sent to VITE_ERROR_ENDPOINT, or with the embedded
// backend to its collector (monitor.errorReport), as beacons; kept on window.__eduErrors for tests and printed in
// development.
//
// Why not an SDK: the well-kept ones (@sentry/browser ~25 kB gzip for the core alone, more with tracing) cost more
// than the whole entry chunk for what is here a POST of a small JSON; this reporter is a few hundred bytes. A real
// Sentry-compatible service can still take these reports through VITE_ERROR_ENDPOINT behind a relay.
import { isKnownBusinessMessage } from './known-business-messages'

export const RELEASE = '2.2.38'
export const SAMPLE_RATE = 1
export const PERFORMANCE_CHECK_MS = 1000

export type ReportKind = 'error' | 'render' | 'call' | 'performance'

export interface ErrorReport {
  kind: ReportKind
  message: string
  stack?: string
  code?: string | number
  context?: Record<string, unknown>
  release: string
  sampleRate: number
  path: string
  host?: string
  at: number
}

declare global {
  interface Window {
    __eduErrors?: ErrorReport[]
  }
}

export interface ReporterOptions {
  /** Where reports go; undefined keeps them on the page only. */
  endpoint?: string
  send: (url: string, report: ErrorReport) => boolean
  host?: string
  random?: () => number
  now?: () => number
}

export interface ErrorReporter {
  report: (kind: ReportKind, error: unknown, context?: Record<string, unknown>) => void
}

function describe(error: unknown): { message: string; stack?: string; code?: string | number } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return { message: error.message, stack: error.stack, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}) }
  }
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) }
}

export function createErrorReporter({ endpoint, send, host, random = Math.random, now = Date.now }: ReporterOptions): ErrorReporter {
  return {
    report(kind, error, context) {
      const described = describe(error)
      if (kind !== 'performance' && isKnownBusinessMessage(described.message)) return
      if (random() >= SAMPLE_RATE) return
      const entry: ErrorReport = {
        kind,
        ...described,
        context,
        release: RELEASE,
        sampleRate: SAMPLE_RATE,
        path: location.pathname,
        host,
        at: now(),
      }
      const list = (window.__eduErrors ??= [])
      list.push(entry)
      if (list.length > 50) list.shift()
      if (import.meta.env.DEV && kind !== 'performance') console.error('[report]', kind, described.message, context ?? '', error)
      if (endpoint) send(endpoint, entry)
    },
  }
}

/** Uncaught errors and unhandled rejections go to the reporter; answers the unsubscribe. */
export function reportUncaught(reporter: ErrorReporter, target: Window = window): () => void {
  const onError = (event: ErrorEvent) =>
    reporter.report('error', event.error ?? event.message, { source: event.filename, line: event.lineno })
  const onRejection = (event: PromiseRejectionEvent) => reporter.report('error', event.reason, { unhandledRejection: true })
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

/**
 * The page-performance check: every 1000 ms until the page has loaded, then one report of its timings
 * (navigation timing, first contentful paint). Answers the stop.
 */
export function checkPagePerformance(reporter: ErrorReporter, perf: Performance = performance): () => void {
  const timer = setInterval(() => {
    const [navigation] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    if (!navigation || navigation.loadEventEnd <= 0) return
    clearInterval(timer)
    const paint = perf.getEntriesByName('first-contentful-paint')[0]
    reporter.report('performance', 'page performance', {
      domContentLoaded: Math.round(navigation.domContentLoadedEventEnd),
      load: Math.round(navigation.loadEventEnd),
      ttfb: Math.round(navigation.responseStart),
      ...(paint ? { firstContentfulPaint: Math.round(paint.startTime) } : {}),
    })
  }, PERFORMANCE_CHECK_MS)
  return () => clearInterval(timer)
}

let appReporter: ErrorReporter | undefined

/** The app's reporter (the shell sets it up in ports.ts); before that, reports stay on the page. */
export function setAppReporter(reporter: ErrorReporter): void {
  appReporter = reporter
}

/** The engine's `report` service: render errors from the boundaries and other screen failures. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  appReporter ??= createErrorReporter({ send: () => false })
  appReporter.report(context && 'componentStack' in context ? 'render' : 'error', error, context)
}

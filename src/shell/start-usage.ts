// Usage events and error reports for the running app: page events wired to the history and the document, the
// host's visibility hook, uncaught errors, and the page-performance check.
import { appPath } from '../platform'
import { visibilityHook } from '../session'
import { createPageEvents, watchPageEvents } from './page-events'
import { eventUser, type UsagePorts } from './ports'
import { checkPagePerformance, reportUncaught } from './report'

interface HistoryLike {
  location(): { pathname: string }
  subscribe(listener: (location: { pathname: string }) => void): () => void
}

/**
 * Page events name app paths (without the /edu base, which the router's location may carry), and the page's visit
 * name by `visitName` (its route's, from the screen manifest).
 */
export function startUsage(usage: UsagePorts, history: HistoryLike, visitName: (path: string) => string | undefined): () => void {
  const pages = createPageEvents(appPath(history.location().pathname), {
    enter: usage.enter,
    track: usage.tracker.track,
    flushWithBeacon: usage.tracker.flushWithBeacon,
    user: eventUser,
    visibilityHook: visibilityHook(),
    visitName,
  })
  const stops = [
    watchPageEvents(pages, (listener) => history.subscribe((location) => listener(appPath(location.pathname)))),
    reportUncaught(usage.reporter),
    checkPagePerformance(usage.reporter),
  ]
  return () => stops.forEach((stop) => stop())
}

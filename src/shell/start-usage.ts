// Usage events and error reports for the running app: page events wired to the router and the document, the
// host's visibility hook, uncaught errors, and the page-performance check.
import { visibilityHook } from '../session'
import { createPageEvents, watchPageEvents } from './page-events'
import { eventUser, type UsagePorts } from './ports'
import { checkPagePerformance, reportUncaught } from './report'

interface RouterLike {
  state: { location: { pathname: string } }
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void
}

export function startUsage(usage: UsagePorts, router: RouterLike): () => void {
  const pages = createPageEvents(router.state.location.pathname, {
    enter: usage.enter,
    track: usage.tracker.track,
    flushWithBeacon: usage.tracker.flushWithBeacon,
    user: eventUser,
    visibilityHook: visibilityHook(),
  })
  const stops = [
    watchPageEvents(pages, (listener) => router.subscribe(({ location }) => listener(location.pathname))),
    reportUncaught(usage.reporter),
    checkPagePerformance(usage.reporter),
  ]
  return () => stops.forEach((stop) => stop())
}

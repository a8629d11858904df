// Page events (SPEC §7, §9): enter 101002 (resourceType PAGE, resourceId the path, pageName the route's visit name) when a page is entered, exit
// 101006 when it is left, hidden 101003 and show 101004 when the tab hides and shows again. When the page hides
// the waiting events go out with sendBeacon, and the host's visibility hook runs (src/session/visibility.ts).
import { EVENT_CODES, EVENTS_WITH_USER, type UsageEvent } from './usage-events'

export interface PageEventPorts {
  /** The page visit (101002) goes through the single-event reporter; the others are batched. */
  enter: (event: UsageEvent) => void
  track: (event: UsageEvent) => void
  flushWithBeacon: () => void
  /** The doctor's level, medical subject and roles, where the session knows them. */
  user: () => Record<string, unknown>
  visibilityHook: (visible: boolean) => void
  /** The SPEC §9 visit name of the page at an app path: its route's `visitName`, or none. */
  visitName: (path: string) => string | undefined
  now?: () => number
}

export interface PageEvents {
  /** The router went to a path (the same path again is no new page). */
  went: (path: string) => void
  /** The document's visibility changed. */
  visibility: (visible: boolean) => void
  /** The page is going away (pagehide). */
  leave: () => void
}

export function createPageEvents(first: string, ports: PageEventPorts): PageEvents {
  const now = ports.now ?? Date.now
  let current = first
  const event = (eventCode: string, path: string): UsageEvent => {
    const pageName = ports.visitName(path)
    return {
      eventCode,
      resourceType: 'PAGE',
      resourceId: path,
      ...(pageName ? { pageName } : {}),
      path,
      time: now(),
      ...(EVENTS_WITH_USER.includes(eventCode) ? ports.user() : {}),
    }
  }
  ports.enter(event(EVENT_CODES.pageEnter, first))
  return {
    went(path) {
      if (path === current) return
      ports.track(event(EVENT_CODES.pageExit, current))
      current = path
      ports.enter(event(EVENT_CODES.pageEnter, path))
    },
    visibility(visible) {
      ports.track(event(visible ? EVENT_CODES.pageShow : EVENT_CODES.pageHidden, current))
      if (!visible) ports.flushWithBeacon()
      ports.visibilityHook(visible)
    },
    leave() {
      ports.track(event(EVENT_CODES.pageExit, current))
      ports.flushWithBeacon()
    },
  }
}

/** Wire page events to the document and the router; answers the unsubscribe. */
export function watchPageEvents(
  pages: PageEvents,
  subscribe: (listener: (path: string) => void) => () => void,
  doc: Document = document,
): () => void {
  const onVisibility = () => pages.visibility(doc.visibilityState !== 'hidden')
  const onHide = () => pages.leave()
  doc.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', onHide)
  const stop = subscribe((path) => pages.went(path))
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', onHide)
    stop()
  }
}

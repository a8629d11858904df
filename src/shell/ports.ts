// What the engine needs from the API layer and the platform, gathered in one place for the shell: calls (failed
// ones reported), usage events and error reports.
import { ABORTED, ApiError, beaconUrl, embeddedBackend, sendBeacon, type ApiClient } from '../api'
import { clientScope, detectHost, watchLayout } from '../platform'
import { doctorProfile, userScope } from '../session'
import { createErrorReporter, setAppReporter, type ErrorReporter } from './report'
import type { ShellPorts } from './services'
import { createSingleReporter } from './single-reporter'
import { createTracker, type Tracker } from './tracker'
import { EVENT_CODES, type UsageEvent } from './usage-events'

export interface UsagePorts {
  tracker: Tracker
  /** The page visit (101002), one request per event. */
  enter: (event: UsageEvent) => void
  reporter: ErrorReporter
}

/** Where error reports go: the build's VITE_ERROR_ENDPOINT, or the embedded backend's collector in mock mode. */
export function errorEndpoint(): string | undefined {
  const configured = import.meta.env?.VITE_ERROR_ENDPOINT as string | undefined
  return configured || (embeddedBackend() ? beaconUrl('monitor.errorReport') : undefined)
}

export function usagePorts(api: ApiClient): UsagePorts {
  const tracker = createTracker({
    send: (events) => api.call('events.traceAll', { events }, { silent: true }),
    beacon: (events) => sendBeacon(beaconUrl('events.traceAll'), { events }),
    bulk: import.meta.env?.VITE_EVENTS_BULK === 'true',
  })
  const single = createSingleReporter((event) => api.call('events.trace', event, { silent: true }))
  const reporter = createErrorReporter({ endpoint: errorEndpoint(), send: sendBeacon, host: detectHost() })
  setAppReporter(reporter)
  return { tracker, enter: single.report, reporter }
}

/**
 * The doctor's level, medical subject and roles for the events that carry them, where the session knows them (the
 * doctor-auth check keeps them: src/session/doctor-profile.ts).
 */
export function eventUser(): Record<string, unknown> {
  return { ...doctorProfile() }
}

export function platformPorts(api: ApiClient, usage: UsagePorts = usagePorts(api)): Omit<ShellPorts, 'navigate' | 'back'> {
  return {
    // A failed call is reported unless it is one of the known business messages (report.ts filters those).
    // A silent call (data asked for ahead, while the guard decides) is not reported: if the screen still
    // wants it, its own fetch fails and reports.
    call: (name, args, options) =>
      api.call(name, args, options).catch((error: unknown) => {
        if (options?.silent || options?.signal?.aborted) throw error
        usage.reporter.report('call', error, { call: name, ...(error instanceof ApiError ? { code: error.code } : {}) })
        throw error
      }),
    isCall: api.isCall,
    // The XMLHttpRequest sender loads with the first upload (the entry chunk has no room to spare).
    upload: async (name, fields, options) =>
      (await import('./upload')).uploadPort(api, () => new ApiError('aborted', ABORTED))(name, fields, options),
    track: ({ event, resourceType, resourceId, data }) => {
      const usageEvent: UsageEvent = {
        eventCode: String(event),
        resourceType,
        resourceId,
        ...data,
        path: location.pathname,
        time: Date.now(),
      }
      if (usageEvent.eventCode === EVENT_CODES.pageEnter) usage.enter(usageEvent)
      else usage.tracker.track(usageEvent)
    },
    user: userScope,
    client: clientScope,
    watchClient: (listener) => watchLayout(() => listener()),
  }
}

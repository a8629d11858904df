import { http, passthrough, type RequestHandler } from 'msw'
import { matchCall } from './calls'
import { ALL_CALLS, type FaultRegistry } from './faults'

// The calls the screens service answers (server/screens-service): published pages, their forms' entries and drafts'
// previews. In dev and preview the dev or preview server runs that service, so the browser's worker lets these go to it,
// where staff's publishing and rollbacks show; a fault injected from the 调试 panel still wins (the embedded
// backend answers the call then, as it does in node tests and Storybook, where no service runs).
export const SERVICE_CALLS: readonly string[] = ['screens.get', 'screens.submitEntry', 'screens.preview']

export function serviceCallsHandler(faults: FaultRegistry): RequestHandler {
  return http.all(
    ({ request }) => {
      const call = matchCall(request.method, new URL(request.url))
      if (!call || !SERVICE_CALLS.includes(call.name)) return false
      const injected = faults.list()
      return ![...call.names, ALL_CALLS].some((name) => name in injected)
    },
    () => passthrough(),
  )
}

// What the engine needs from the API layer and the platform, gathered in one place for the shell.
import type { ApiClient } from '../api'
import { clientScope, watchLayout } from '../platform'
import { userScope } from '../session'
import type { ShellPorts } from './services'
import { createTracker } from './tracker'

export function platformPorts(api: ApiClient): Omit<ShellPorts, 'navigate' | 'back'> {
  const tracker = createTracker((events) => api.call('events.traceAll', { events }, { silent: true }))
  window.addEventListener('pagehide', tracker.flush)
  return {
    call: (name, args) => api.call(name, args),
    isCall: api.isCall,
    track: tracker.track,
    user: userScope,
    client: clientScope,
    watchClient: (listener) => watchLayout(() => listener()),
  }
}

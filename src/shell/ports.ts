// What the engine needs from the API layer and the platform, gathered in one place for the shell.
import type { TrackEvent } from '../engine'
import { catalogue } from '../api/catalogue'

export const callPorts = {
  hasCall: (name: string) => Object.prototype.hasOwnProperty.call(catalogue, name),
  call: async (name: string): Promise<unknown> => {
    throw Object.assign(new Error(`unknown call "${name}"`), { code: 'UNKNOWN_CALL' })
  },
}

export function trackEvent(event: TrackEvent): void {
  if (import.meta.env.DEV) console.debug('[track]', event)
}

export function userInfo(): Record<string, unknown> {
  return { loggedIn: false }
}

export function clientInfo(): Record<string, unknown> {
  return { role: window.location.pathname.includes('/doctor') ? 'doctor' : 'health', headerHidden: false }
}

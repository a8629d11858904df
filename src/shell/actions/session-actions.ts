// The app's session actions for configs: `login` (to the identity provider and back) and `logout` (local
// logout whatever the server answers, SPEC §4; optionally straight on to log in as someone else).
import { APP_BASE, clientRole, loginUrl } from '../../platform'
import { logout } from '../../session'
import type { SessionCalls } from '../../session/calls'
import type { Engine } from '../../engine'

export interface SessionActionPorts {
  api: SessionCalls
  /** Leave the app for an absolute address (the identity provider), in place of this page in history. */
  assign: (url: string) => void
  origin?: string
}

/** The home each client lands on (SPEC §2 redirects). */
export const HOME_OF = { doctor: '/doctor/client/home', health: '/health/client/home' } as const

export function registerSessionActions(engine: Engine, { api, assign, origin = location.origin }: SessionActionPorts): void {
  const appAddress = (to: string) => `${origin}${APP_BASE}${to.startsWith('/') ? to : `/${to}`}`
  engine.registerAction('login', (action) => {
    const to = typeof action.to === 'string' && action.to ? appAddress(action.to) : location.href
    assign(loginUrl({ role: clientRole(), redirectUri: to }))
  })
  engine.registerAction('logout', async (action, { services }) => {
    const role = clientRole()
    await logout(api)
    if (action.switchAccount === true) {
      assign(loginUrl({ role, redirectUri: appAddress(HOME_OF[role]) }))
      return
    }
    services.navigate(typeof action.to === 'string' && action.to ? action.to : HOME_OF[role], { replace: true })
  })
}

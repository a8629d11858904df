// The app's session actions for configs: `login` (to the identity provider and back), `logout` (local
// logout whatever the server answers, SPEC §4; optionally straight on to log in as someone else) and `run-as`
// (view a family member's data as that member, from the family-member screens; RunAsBanner shows it and ends it).
import { APP_BASE, clientRole, loginUrl, type ClientRole } from '../../platform'
import { logout, startRunAs } from '../../session'
import type { SessionCalls } from '../../session/calls'
import type { Engine } from '../../engine'

export interface SessionActionPorts {
  api: SessionCalls
  /** Leave the app for an absolute address (the identity provider), in place of this page in history. */
  assign: (url: string) => void
  /** The client's home (its route says `homeOf`): where logout lands and switching account logs in to (SPEC §2). */
  home: (role: ClientRole) => string
  origin?: string
}

/** Where acting for a family member starts when the config names no page: the member's user centre. */
export const RUN_AS_START = '/health/client/user-center'

export function registerSessionActions(engine: Engine, { api, assign, home, origin = location.origin }: SessionActionPorts): void {
  const appAddress = (to: string) => `${origin}${APP_BASE}${to.startsWith('/') ? to : `/${to}`}`
  engine.registerAction('login', (action) => {
    const to = typeof action.to === 'string' && action.to ? appAddress(action.to) : location.href
    assign(loginUrl({ role: clientRole(), redirectUri: to }))
  })
  engine.registerAction('logout', async (action, { services }) => {
    const role = clientRole()
    await logout(api)
    if (action.switchAccount === true) {
      assign(loginUrl({ role, redirectUri: appAddress(home(role)) }))
      return
    }
    services.navigate(typeof action.to === 'string' && action.to ? action.to : home(role), { replace: true })
  })
  engine.registerAction('run-as', async (action) => {
    const userId = String(action.userId ?? '') // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- a {{ }} template may resolve to a number
    if (!userId) throw new Error('run-as: no userId')
    // Refused by the backend (not in the caller's family): the chain's catch runs, the user stays himself.
    await startRunAs(api, userId, String(action.name ?? '')) // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- as above
    // A fresh page: every cached answer was the user's own.
    const to = typeof action.to === 'string' && action.to.startsWith('/') && !action.to.startsWith('//') ? action.to : RUN_AS_START
    assign(appAddress(to))
  })
}

// The guard's checks begun ahead, with the calls a page frame asks for as the entry starts (src/shell/frame-asks.ts):
// the route's own guard, which starts only once the hydrating render has committed, takes them instead. On a
// doctor's route whose kept answers are past their five minutes, the account and certification calls otherwise went
// out 110-150 ms after the screen's data (the bench's phone), and the screen waited for their answers.
import { guardRoute, type GuardContext, type GuardOutcome, type RouteAuth } from './guard'
import { mayStartEarly } from './settled'

export interface GuardsAhead {
  /** Begin the guard of the route at this address, if it may start before start-up has finished (settled.ts). */
  begin: (auth: RouteAuth, href: string) => void
  /** The guard begun for this route and address, once; undefined when none was, or for another address. */
  take: (auth: RouteAuth, href: string) => Promise<GuardOutcome> | undefined
}

export function createGuardsAhead(context: Omit<GuardContext, 'address'>): GuardsAhead {
  let begun: { auth: RouteAuth; href: string; outcome: Promise<GuardOutcome> } | undefined
  return {
    begin(auth, href) {
      if (auth === 'none' || !mayStartEarly(auth)) return
      const outcome = guardRoute(auth, context)
      // Whoever takes it handles its outcome; until then a rejection is not an unhandled one.
      outcome.catch(() => undefined)
      begun = { auth, href, outcome }
    },
    take(auth, href) {
      const found = begun
      begun = undefined
      return found && found.auth === auth && found.href === href ? found.outcome : undefined
    },
  }
}

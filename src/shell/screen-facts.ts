// What the app's layers know about a screen they do not draw, read from the screen manifest (each route's facts in
// its screen config: schemas/screen.schema.json#/definitions/route) instead of tables of paths: the visit name of
// usage events, whether the chat socket is open, whether leaving forgets the portrait user, each client's home and
// where doctors certify. docs/screen-facts.md lists the facts and who reads each.
import { matchRoute, type AppRoute } from './router'
import type { ScreenEntry, ScreenRoute } from '../engine'
import type { ClientRole } from '../platform'

/** A route's facts, without its path and auth. */
export type RouteFacts = Omit<ScreenRoute, 'path' | 'auth'>

export interface ScreenFacts {
  /**
   * The facts of the route an app path (without /edu) shows, matched as the router matches it; none for a redirect,
   * a page published at run time or an unknown path.
   */
  of: (path: string) => RouteFacts
  /** The client's home: where logout lands and switching account logs in to. */
  home: (role: ClientRole) => string
  /** Where a logged-in user who may not open doctor pages certifies. */
  certification: () => string
}

/** Where the app goes when the screens declare no home or certification (`screens check` refuses that): the start. */
const START = '/'

const NONE: RouteFacts = Object.freeze({})

/** The facts of the screens, matched through the route table (its screen routes carry their facts as `handle`). */
export function screenFacts(screens: readonly ScreenEntry[], routesFor: (path: string) => readonly AppRoute[]): ScreenFacts {
  const routes = screens.flatMap((screen) => screen.routes)
  return {
    of(path) {
      const handle: unknown = matchRoute(routesFor(path), path)?.route.handle
      return handle && typeof handle === 'object' && 'facts' in handle ? (handle.facts as RouteFacts) : NONE
    },
    home: (role) => routes.find((route) => route.homeOf === role)?.path ?? START,
    certification: () => routes.find((route) => route.certificationFor === 'doctor')?.path ?? START,
  }
}

/** A route's facts (all but its path and auth), for the route table's `handle`. */
export function factsOf({ path: _path, auth: _auth, ...facts }: ScreenRoute): RouteFacts {
  return facts
}

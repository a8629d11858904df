// The app's routes as its router holds them: the matching itself is pure shared code (src/shared-logic/route-match.ts),
// which the build's frames step uses too, so an address gets the frame of the route the app will show.
import type { ReactNode } from 'react'

export { matchRoute, stripBase, type RouteParams } from '../../shared-logic/route-match'

export interface AppRoute {
  path: string
  element: ReactNode
  /** What the shell reads for the route shown (screen-facts.ts). */
  handle?: unknown
}

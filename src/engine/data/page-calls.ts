// The calls a screen's page can ask for before the app has run (docs/frames.md, "Calls the page asks for as the
// entry starts"): each source asked for ahead (ahead.ts) that is a call and reads nothing but the route's
// parameters and the config's state, resolved at build time with each parameter as a placeholder the page fills
// in from its address (route-placeholder.ts). A source whose request is more than its placeholders filled in (a
// parameter cut or counted) is left to the screen: resolved a second time with other placeholders, of another
// length, it is not the first with those filled in. A call asked for this way that the screen does not
// then read is one request too many, never a wrong answer: the screen looks for the key it computes itself.
import type { Engine } from '../engine'
import { aheadRequests, type AheadScreen } from './ahead'
import { fillRouteParams, routePlaceholder } from './route-placeholder'

/** Only what a page knows before the app runs: its address's route parameters and the config itself. */
const KNOWN_TO_THE_PAGE = new Set(['route', 'state'])

const otherValue = (name: string) => `\u0001${name}${name}\u0001`

/** Each call's resolved source (a paged source's first page), with the route's parameters as placeholders. */
export function pageCalls(engine: Engine, screen: AheadScreen, parameters: readonly string[]): Record<string, unknown>[] {
  const at = (placeholder: (name: string) => string) => ({
    route: Object.fromEntries(parameters.map((name) => [name, placeholder(name)])),
    query: {},
  })
  const other = at(otherValue)
  const second = new Map(aheadRequests(engine, screen, other, KNOWN_TO_THE_PAGE).map((r) => [r.name, r]))
  return aheadRequests(engine, screen, at(routePlaceholder), KNOWN_TO_THE_PAGE)
    .filter((request) => {
      const filled = JSON.stringify(fillRouteParams(request.variant, other.route))
      return (
        request.kind === 'call' && typeof request.variant.call === 'string' && filled === JSON.stringify(second.get(request.name)?.variant)
      )
    })
    .map((request) => request.variant)
}

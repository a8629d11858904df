// What a page frame asks for as the entry starts (docs/frames.md): its route's guard, and its screen's calls that
// need nothing but the address, which the build wrote into the page (`data-asks` on #root: scripts/prerender).
// Begun with the API client while the rest of the entry is still being evaluated (start-api.ts), not once the shell
// is made and the screen's code is in, 190 ms later on the bench's phone. The engine files each answer under the key
// its screen reads (start-shell.ts); the route's guard takes the outcome begun here (useGuard).
import { addCallWire, type ApiClient, type CallName, type CallWire, type Notify } from '../api'
import { fillRouteParams } from '../engine/data/route-placeholder'
import { requestKey } from '../engine/data/request-key'
import { appPath } from '../platform/app-path'
import { createGuardsAhead, mayFetchEarly, type GuardsAhead, type RouteAuth } from '../session'
import { matchRoute } from '../shared-logic/route-match'

/** A call begun for the page, under the request cache's key of the source it answers. */
export interface PageCall {
  key: string
  answer: Promise<unknown>
}

export interface FrameAsks {
  guards: GuardsAhead
  calls: PageCall[]
}

/** What the build writes into `data-asks` (scripts/prerender/frame-page.ts). */
export interface WrittenAsks {
  auth: RouteAuth
  /** Each call source as resolved at build time, its route parameters as placeholders (page-calls.ts in the engine). */
  calls: Record<string, unknown>[]
  /** How those calls go on the wire: the screen's chunk, which brings them otherwise, is still on its way (call-wire.ts). */
  wires: Record<string, CallWire>
}

const AUTHS: readonly string[] = ['none', 'login', 'doctor'] satisfies RouteAuth[]

function readAsks(text: string): WrittenAsks | undefined {
  try {
    const asks = JSON.parse(text) as Partial<WrittenAsks>
    return AUTHS.includes(String(asks.auth)) && Array.isArray(asks.calls) && asks.wires && typeof asks.wires === 'object'
      ? (asks as WrittenAsks)
      : undefined
  } catch {
    return undefined
  }
}

/** Begins what the page's frame asks for, if it is this address's route's; the guards to take the outcome from. */
export function beginFrameAsks(container: HTMLElement | null, api: ApiClient, notify: Notify): FrameAsks {
  const guards = createGuardsAhead({ api, notify })
  const pattern = container?.dataset.frame
  const asks = container?.dataset.asks === undefined ? undefined : readAsks(container.dataset.asks)
  // A static host's rule may have served another route's page: the app then finds its own route, as it would anyway.
  const match = pattern === undefined || !asks ? null : matchRoute([{ path: pattern }], appPath(location.pathname))
  if (!asks || !match) return { guards, calls: [] }
  guards.begin(asks.auth, location.href)
  // Who may be asked for what before the guard has decided is the session's rule, as at any route match.
  if (!mayFetchEarly(asks.auth)) return { guards, calls: [] }
  addCallWire(asks.wires)
  const calls = asks.calls.flatMap((written): PageCall[] => {
    const source = fillRouteParams(written, match.params) as Record<string, unknown>
    if (typeof source.call !== 'string') return []
    // As the engine's `call` source asks ahead: silently, its reader asking again should it fail (request-cache.ts).
    const answer = api.call(source.call as CallName, source.params ?? {}, { silent: true })
    answer.catch(() => undefined)
    return [{ key: requestKey('call', source), answer }]
  })
  return { guards, calls }
}

// A screen's data asked for at route match, together with its code and the guard's checks, instead of after
// them: each source that can be resolved from the address alone goes into the engine's request cache, where the
// screen's source store claims it once the guard allows the screen. Nothing is drawn from here; aborting the
// signal (the guard said no, the visitor left) gives every request up.
import type { Engine } from '../engine'
import { valueReads } from '../expression/value-reads'
import { emptyScope } from '../scope/empty-scope'
import { pageParams, type PagingOptions } from './paging'
import type { RequestCache } from './request-cache'
import { requestKey } from './request-key'
import { fetchable, type Fetchable } from './source-request'
import type { SourceConfigs } from './source-store'

export interface AheadScreen {
  /** The config's `state` (initial values some sources read). */
  state?: Record<string, unknown>
  data?: SourceConfigs
}

export interface Address {
  route: Record<string, string | undefined>
  query: Record<string, string | undefined>
}

/** Scope roots a source may read and still be asked for ahead: what the screen knows before it runs. */
const KNOWN_AHEAD = new Set(['route', 'query', 'state', 'user', 'client'])

/** One source as it is asked for ahead: the request its reader will look for under `requestKey(kind, variant)`. */
export interface AheadRequest extends Fetchable {
  name: string
  /** The source as resolved, or a paged source's first page. */
  variant: Record<string, unknown>
}

/** The screen's sources that may be asked for ahead when nothing but these scope roots is read. */
export function aheadRequests(
  engine: Engine,
  screen: AheadScreen,
  address: Address,
  known: ReadonlySet<string> = KNOWN_AHEAD,
): AheadRequest[] {
  if (!screen.data) return []
  const scope = emptyScope({ ...address, state: screen.state ?? {}, user: engine.services.user(), client: engine.services.client() })
  const requests: AheadRequest[] = []
  for (const [name, config] of Object.entries(screen.data)) {
    // A source reading another's data (or a form's values) waits for them: the screen asks for it itself.
    if (!valueReads(config).every((path) => known.has(path[0]))) continue
    const found = fetchable(engine, name, config, scope)
    if (!found) continue
    const { paging, ...rest } = found.resolved
    // A paged source's first page, under the key the paged source asks for it with.
    const variant = paging ? { ...rest, params: pageParams(rest.params, 1, paging as PagingOptions) } : found.resolved
    requests.push({ ...found, name, variant })
  }
  return requests
}

/** Ask for the screen's sources ahead; answers the names asked for. */
export function askAhead(engine: Engine, cache: RequestCache, screen: AheadScreen, address: Address, signal: AbortSignal): string[] {
  if (signal.aborted) return []
  return aheadRequests(engine, screen, address).map(({ name, kind, variant, fetch }) => {
    cache.ahead(requestKey(kind, variant), () => fetch(variant, signal))
    return name
  })
}

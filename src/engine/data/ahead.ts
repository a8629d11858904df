// A screen's data asked for at route match, together with its code and the guard's checks, instead of after
// them: each source that can be resolved from the address alone goes into the engine's request cache, where the
// screen's source store claims it once the guard allows the screen. Nothing is drawn from here; aborting the
// signal (the guard said no, the visitor left) gives every request up.
import type { Engine } from '../engine'
import { valueReads } from '../expression/value-reads'
import { emptyScope } from '../scope/empty-scope'
import { pageParams, type PagingOptions } from './paging'
import type { RequestCache } from './request-cache'
import { fetchable, requestKey } from './source-request'
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

/** Ask for the screen's sources ahead; answers the names asked for. */
export function askAhead(engine: Engine, cache: RequestCache, screen: AheadScreen, address: Address, signal: AbortSignal): string[] {
  if (signal.aborted || !screen.data) return []
  const scope = emptyScope({ ...address, state: screen.state ?? {}, user: engine.services.user(), client: engine.services.client() })
  const asked: string[] = []
  for (const [name, config] of Object.entries(screen.data)) {
    // A source reading another's data (or a form's values) waits for them: the screen asks for it itself.
    if (!valueReads(config).every((path) => KNOWN_AHEAD.has(path[0]))) continue
    const found = fetchable(engine, name, config, scope)
    if (!found) continue
    const { paging, ...rest } = found.resolved
    // A paged source's first page, under the key the paged source asks for it with.
    const variant = paging ? { ...rest, params: pageParams(rest.params, 1, paging as PagingOptions) } : found.resolved
    cache.ahead(requestKey(found.kind, variant), () => found.fetch(variant, signal))
    asked.push(name)
  }
  return asked
}

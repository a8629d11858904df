import type { Engine } from '../engine'
import { renderTemplate, resolveValue } from '../expression/evaluate'
import { kindOf } from './builtins'
import { isBlank } from './record'
import { requestKey } from './request-key'

export interface ResolvedSource {
  /** The registered kind the source names (the key-as-kind: call, static, storage, ...). */
  kind: string | undefined
  /** Whether `when` allows fetching now. */
  active: boolean
  /** The source with its templates evaluated, `when` left out. */
  resolved: Record<string, unknown>
}

/** A data source as written, resolved against a scope; an unknown kind is a development warning. */
export function resolveSource(engine: Engine, name: string, source: object, scope: object): ResolvedSource {
  const env = { functions: engine.functions, warn: engine.warn }
  let when: unknown
  let record: unknown
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(source)) {
    if (key === 'when') when = value
    else if (key === 'record')
      record = value // which record, for the screen (record.ts); not part of the request
    else if (key === 'poll' || key === 'refreshOn')
      continue // when to fetch again, not what to fetch (source-store.ts)
    else if (key !== 'catch') rest[key] = value // actions for the screen, not part of the request
  }
  const kind = kindOf(rest, (k) => engine.dataSources.has(k))
  if (!kind) engine.warn(`data source "${name}" has no known kind (known: ${engine.dataSources.names().join(', ')})`)
  const allowed = when === undefined ? true : typeof when === 'string' ? !!renderTemplate(when, scope, env) : !!when
  const active = allowed && (record === undefined || !isBlank(typeof record === 'string' ? renderTemplate(record, scope, env) : record))
  return { kind, active, resolved: resolveValue(rest, scope, env) }
}

export interface Fetchable {
  kind: string
  /** The source with its templates evaluated, `when` left out. */
  resolved: Record<string, unknown>
  /** Fetch it, or a variant of it (a paged source asks page by page); `ahead` when asked for ahead of the screen. */
  fetch: (source: Record<string, unknown>, ahead?: AbortSignal) => Promise<unknown>
}

/** A source that may be fetched now: its kind is registered and its `when` allows it; otherwise undefined. */
export function fetchable(engine: Engine, name: string, source: object, scope: object): Fetchable | undefined {
  const { kind, active, resolved } = resolveSource(engine, name, source, scope)
  const fetcher = kind && active ? engine.dataSources.get(kind) : undefined
  if (!kind || !fetcher) return undefined
  return {
    kind,
    resolved,
    fetch: async (variant, ahead) => await fetcher(variant, { services: engine.services, name, ...(ahead ? { ahead } : {}) }),
  }
}

export { requestKey } from './request-key'

export interface SourceRequest {
  /** The request cache's key: null while `when` is false or the kind is unknown, so nothing is fetched. */
  key: string | null
  fetch: () => Promise<unknown>
}

/**
 * A data source as written, resolved against a scope: a key holding its kind and resolved params (when a
 * value they depend on changes, the source fetches again), and its fetch. Screen sources and renderer sources
 * share the key scheme, so the same call with the same params is fetched once.
 */
export function sourceRequest(engine: Engine, name: string, source: object, scope: object): SourceRequest {
  const found = fetchable(engine, name, source, scope)
  return {
    key: found ? requestKey(found.kind, found.resolved) : null,
    fetch: async () => {
      if (!found) throw new Error(`data source "${name}" cannot be fetched now`)
      return found.fetch(found.resolved)
    },
  }
}

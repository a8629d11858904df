import type { Engine } from '../engine'
import { renderTemplate, resolveValue } from '../expression/evaluate'
import { kindOf } from './builtins'
import { stableKey } from './stable-key'

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
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(source)) {
    if (key === 'when') when = value
    else rest[key] = value
  }
  const kind = kindOf(rest, (k) => engine.dataSources.has(k))
  if (!kind) engine.warn(`data source "${name}" has no known kind (known: ${engine.dataSources.names().join(', ')})`)
  const active = when === undefined ? true : typeof when === 'string' ? !!renderTemplate(when, scope, env) : !!when
  return { kind, active, resolved: resolveValue(rest, scope, env) }
}

export interface SourceRequest {
  /** The request cache's key: null while `when` is false or the kind is unknown, so nothing is fetched. */
  key: string | null
  fetch(): Promise<unknown>
}

/**
 * A data source as written, resolved against a scope: a key holding its kind and resolved params (when a
 * value they depend on changes, the source fetches again), and its fetch. Screen sources and renderer sources
 * share the key scheme, so the same call with the same params is fetched once.
 */
export function sourceRequest(engine: Engine, name: string, source: object, scope: object): SourceRequest {
  const { kind, active, resolved } = resolveSource(engine, name, source, scope)
  const fetcher = kind && active ? engine.dataSources.get(kind) : undefined
  return {
    key: fetcher ? stableKey(['edu-data', kind, resolved]) : null,
    fetch: async () => {
      if (!fetcher) throw new Error(`data source "${name}" cannot be fetched now`)
      return fetcher(resolved, { services: engine.services, name })
    },
  }
}

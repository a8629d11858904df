import type { Engine } from '../engine'
import { renderTemplate, resolveValue } from '../expression/evaluate'
import { kindOf } from './builtins'
import { stableKey } from './stable-key'

export type SourceKey = readonly [string, string, string] | null

export interface SourceRequest {
  /** The SWR key: null while `when` is false or the kind is unknown, so nothing is fetched. */
  key: SourceKey
  fetch(): Promise<unknown>
}

export interface ResolvedSource {
  /** The registered kind the source names (the key-as-kind: call, static, storage, ...). */
  kind: string | undefined
  /** Whether `when` allows fetching now. */
  active: boolean
  /** The source with its templates evaluated, `when` left out. */
  resolved: Record<string, unknown>
}

/** A data source as written, resolved against a scope; an unknown kind is a development warning. */
export function resolveSource(engine: Engine, name: string, source: Record<string, unknown>, scope: object): ResolvedSource {
  const env = { functions: engine.functions, warn: engine.warn }
  const { when, ...rest } = source
  const kind = kindOf(rest, (k) => engine.dataSources.has(k))
  if (!kind) engine.warn(`data source "${name}" has no known kind (known: ${engine.dataSources.names().join(', ')})`)
  const active = when === undefined ? true : typeof when === 'string' ? !!renderTemplate(when, scope, env) : !!when
  return { kind, active, resolved: resolveValue(rest, scope, env) }
}

/**
 * A data source as written, resolved against a scope: its kind, its params with templates evaluated, and a key
 * holding those params (when a value they depend on changes, the source fetches again). Screens and renderers
 * share the key scheme, so the same call with the same params is fetched once.
 */
export function sourceRequest(engine: Engine, name: string, source: Record<string, unknown>, scope: object): SourceRequest {
  const { kind, active, resolved } = resolveSource(engine, name, source, scope)
  const fetcher = kind ? engine.dataSources.get(kind) : undefined
  return {
    key: fetcher && active ? ['edu-data', kind!, stableKey(resolved)] : null,
    fetch: async () => fetcher!(resolved, { services: engine.services, name }),
  }
}

import useSWR from 'swr'
import type { DataSource } from '../../generated/screen'
import { renderTemplate, resolveValue } from '../expression/evaluate'
import type { NodeContext } from '../types'
import { useEngine } from '../view/EngineProvider'
import { kindOf } from './builtins'
import { stableKey } from './stable-key'

export interface DataSourceState<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  reload(): Promise<unknown>
}

/**
 * One data source, for a renderer that needs data the screen did not name (a street picker's options
 * depend on the chosen area). Same kinds, same cache and keys as the screen's `data`; null fetches nothing.
 */
export function useDataSource<T = unknown>(source: DataSource | null | undefined, ctx: NodeContext): DataSourceState<T> {
  const engine = useEngine()
  const env = { functions: engine.functions, warn: engine.warn }
  let key: readonly unknown[] | null = null
  let resolved: Record<string, unknown> = {}
  let kind: string | undefined
  if (source) {
    const { when, ...rest } = source as unknown as Record<string, unknown>
    kind = kindOf(rest, (k) => engine.dataSources.has(k))
    const active = when === undefined ? true : typeof when === 'string' ? !!renderTemplate(when, ctx.scope, env) : !!when
    resolved = resolveValue(rest, ctx.scope, env)
    if (kind && active) key = ['edu-data', '', kind, stableKey(resolved)]
  }
  const swr = useSWR<T>(key, async () => (await engine.dataSources.get(kind!)!(resolved, { services: engine.services, name: kind! })) as T)
  return { data: swr.data, error: swr.error, loading: swr.isLoading, reload: () => swr.mutate() }
}

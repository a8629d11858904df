import useSWR from 'swr'
import type { DataSource } from '../../generated/screen'
import type { NodeContext } from '../types'
import { useEngine } from '../view/EngineProvider'
import { sourceRequest } from './source-request'

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
  const request = source ? sourceRequest(engine, 'renderer', source as unknown as Record<string, unknown>, ctx.scope) : undefined
  const swr = useSWR<T>(request?.key ?? null, async () => (await request!.fetch()) as T)
  return { data: swr.data, error: swr.error, loading: swr.isLoading, reload: () => swr.mutate() }
}

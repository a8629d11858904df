import { useCallback, useEffect, useState } from 'react'
import type { NodeContext } from '../types'
import { useEngine, useRequestCache } from '../view/EngineProvider'
import { sourceRequest } from './source-request'

export interface DataSourceState<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  reload: () => Promise<unknown>
}

interface Loaded {
  key: string | null
  data: unknown
  error: unknown
}

/**
 * One data source written in a config where a renderer needs it (a street picker's options, resolved with the
 * chosen area in scope): same kinds, same request cache and keys as the screen's `data`, so the same call with
 * the same params is fetched once. Null fetches nothing.
 */
export function useDataSource<T = unknown>(source: object | null | undefined, ctx: NodeContext): DataSourceState<T> {
  const engine = useEngine()
  const cache = useRequestCache()
  const request = source ? sourceRequest(engine, 'renderer', source, ctx.scope) : undefined
  const key = request?.key ?? null
  const [loaded, setLoaded] = useState<Loaded>(() => ({ key, data: key ? cache.peek(key)?.value : undefined, error: undefined }))

  const load = useCallback(
    async (force: boolean) => {
      if (!key || !request) return undefined
      try {
        const data = await cache.fetch(key, request.fetch, { force })
        setLoaded((now) => (now.key === key ? { key, data, error: undefined } : now))
        return data
      } catch (error) {
        setLoaded((now) => (now.key === key ? { ...now, error } : now))
        return undefined
      }
    },
    [key], // eslint-disable-line react-hooks/exhaustive-deps -- the request is new every render; its key says when it changed
  )

  useEffect(() => {
    setLoaded((now) => (now.key === key ? now : { key, data: key ? cache.peek(key)?.value : undefined, error: undefined }))
    void load(false)
  }, [key, load, cache])

  // Between a new key and its effect, what is shown belongs to the old params.
  const fresh = loaded.key === key
  const data = (fresh ? loaded.data : key ? cache.peek(key)?.value : undefined) as T | undefined
  return {
    data,
    error: fresh ? loaded.error : undefined,
    loading: key !== null && data === undefined && !(fresh && loaded.error),
    reload: () => load(true),
  }
}

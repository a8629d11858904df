import { useCallback, useRef } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import type { Engine } from '../engine'
import type { Scope } from '../types'
import { sourceRequest, type SourceKey } from './source-request'

type Sources = Record<string, Record<string, unknown>>
type Key = SourceKey

export interface DataSources {
  data: Record<string, unknown>
  errors: Record<string, unknown>
  reload(names?: readonly string[]): Promise<void>
}

function useSource(engine: Engine, name: string, source: Record<string, unknown>, scope: Scope) {
  const request = sourceRequest(engine, name, source, scope)
  return { key: request.key, swr: useSWR(request.key, request.fetch) }
}

/**
 * Every data source of a screen through SWR. Sources are read in the order written, each seeing the ones
 * before it in `data`. The hook count is fixed by the config, which never changes for a mounted screen.
 */
export function useDataSources(engine: Engine, sources: Sources | undefined, scope: Omit<Scope, 'data'>): DataSources {
  const { mutate } = useSWRConfig()
  const keys = useRef(new Map<string, Key>())
  const data: Record<string, unknown> = {}
  const errors: Record<string, unknown> = {}
  for (const [name, source] of Object.entries(sources ?? {})) {
    const { key, swr } = useSource(engine, name, source, { ...scope, data } as Scope)
    keys.current.set(name, key)
    data[name] = swr.data
    if (swr.error) errors[name] = swr.error
  }
  const reload = useCallback(
    async (names?: readonly string[]) => {
      const wanted = names ?? [...keys.current.keys()]
      await Promise.all(
        wanted.map((n) => {
          const key = keys.current.get(n)
          if (key === undefined) engine.warn(`reload: no data source "${n}"`)
          return key ? mutate(key) : undefined
        }),
      )
    },
    [engine, mutate],
  )
  return { data, errors, reload }
}

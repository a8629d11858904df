import { useCallback, useRef } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import type { Engine } from '../engine'
import { renderTemplate, resolveValue } from '../expression/evaluate'
import type { Scope } from '../types'
import { kindOf } from './builtins'
import { stableKey } from './stable-key'

type Sources = Record<string, Record<string, unknown>>
type Key = readonly [string, string, string, string] | null

export interface DataSources {
  data: Record<string, unknown>
  errors: Record<string, unknown>
  reload(names?: readonly string[]): Promise<void>
}

function useSource(engine: Engine, name: string, source: Record<string, unknown>, scope: Scope) {
  const env = { functions: engine.functions, warn: engine.warn }
  const kind = kindOf(source, (k) => engine.dataSources.has(k))
  const { when, ...rest } = source
  const active = when === undefined ? true : typeof when === 'string' ? !!renderTemplate(when, scope, env) : !!when
  const resolved = resolveValue(rest, scope, env)
  // The key holds the resolved params: when a value they depend on changes, the source fetches again.
  const key: Key = kind && active ? ['edu-data', '', kind, stableKey(resolved)] : null
  if (!kind) engine.warn(`data source "${name}" has no known kind (known: ${engine.dataSources.names().join(', ')})`)
  const swr = useSWR(key, async () => engine.dataSources.get(kind as string)!(resolved, { services: engine.services, name }))
  return { key, swr }
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

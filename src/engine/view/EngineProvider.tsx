import { createContext, useContext, useState, type ReactNode } from 'react'
import type { Engine } from '../engine'
import { createRequestCache, type RequestCache } from '../data/request-cache'

const EngineContext = createContext<{ engine: Engine; cache: RequestCache } | null>(null)

/** Gives screens their engine, and each engine its own request cache (none shared between apps or tests). */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  const [cache] = useState(createRequestCache)
  const [value] = useState(() => ({ engine, cache }))
  return <EngineContext.Provider value={value.engine === engine ? value : { engine, cache }}>{children}</EngineContext.Provider>
}

function useEngineContext() {
  const context = useContext(EngineContext)
  if (!context) throw new Error('useEngine needs an <EngineProvider>')
  return context
}

export function useEngine(): Engine {
  return useEngineContext().engine
}

/** The engine's request cache: screen sources and renderer sources share it. */
export function useRequestCache(): RequestCache {
  return useEngineContext().cache
}

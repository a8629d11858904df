import { createContext, useContext, type ReactNode } from 'react'
import type { Engine } from '../engine'
import type { RequestCache } from '../data/request-cache'

const EngineContext = createContext<Engine | null>(null)

/** Gives screens their engine, and with it the engine's own request cache (none shared between apps or tests). */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>
}

export function useEngine(): Engine {
  const engine = useContext(EngineContext)
  if (!engine) throw new Error('useEngine needs an <EngineProvider>')
  return engine
}

/** The engine's request cache: screen sources and renderer sources share it. */
export function useRequestCache(): RequestCache {
  return useEngine().requests
}

import { createContext, useContext, useState, type ReactNode } from 'react'
import { SWRConfig } from 'swr'
import type { Engine } from '../engine'

const EngineContext = createContext<Engine | null>(null)

/** Gives screens their engine, and each engine its own SWR cache (no cache shared between apps or tests). */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  const [cache] = useState(() => new Map())
  return (
    <EngineContext.Provider value={engine}>
      <SWRConfig value={{ provider: () => cache, revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </EngineContext.Provider>
  )
}

export function useEngine(): Engine {
  const engine = useContext(EngineContext)
  if (!engine) throw new Error('useEngine needs an <EngineProvider>')
  return engine
}

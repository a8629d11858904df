import { lazy, Suspense } from 'react'
import { currentEnvironment } from '../../platform/environment'

const DevTools = lazy(async () => ({ default: (await import('./DevTools')).DevTools }))

/**
 * The panel (SPEC §1) shows outside the production environment, in development and production builds alike
 * (so a uat build can still switch environment). It is its own chunk, loaded only where it shows.
 */
export function DevToolsMount({ navigate }: { navigate(path: string): void }) {
  if (currentEnvironment() === 'production') return null
  return (
    <Suspense fallback={null}>
      <DevTools navigate={navigate} />
    </Suspense>
  )
}

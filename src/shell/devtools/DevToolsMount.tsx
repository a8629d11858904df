import { lazy, Suspense } from 'react'
import { environmentChosen, environmentOfHost } from '../../platform'
import { useEngine } from '../../engine'

const DevTools = lazy(async () => ({ default: (await import('./DevTools')).DevTools }))

export const devToolsShow = (hostname = location.hostname) => environmentOfHost(hostname) !== 'production' || environmentChosen()

/**
 * The panel (SPEC §1) shows outside the production environment, in development and production builds alike
 * (so a uat build can still switch environment). Once its switcher has chosen an environment it stays, even
 * production, so choosing production never hides the way back. It is its own chunk, loaded only where it shows.
 */
export function DevToolsMount({ navigate }: { navigate: (path: string) => void }) {
  const engine = useEngine()
  if (!devToolsShow()) return null
  return (
    <Suspense fallback={null}>
      <DevTools navigate={navigate} engine={engine} />
    </Suspense>
  )
}

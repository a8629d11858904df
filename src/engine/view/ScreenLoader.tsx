import { Suspense, useMemo } from 'react'
import type { ScreenEntry } from '../loaded-screen'
import { FailurePage } from '../pages/FailurePage'
import { OfflinePage } from '../pages/OfflinePage'
import { useEngine } from './EngineProvider'
import { NodeBoundary } from './NodeBoundary'
import { screenComponent, type HostProps } from './screen-component'

/** Load a screen's chunk and show it; a chunk that cannot be fetched shows the offline or failure page. */
export function ScreenLoader({ entry, fallback, ...props }: HostProps & { entry: ScreenEntry; fallback?: React.ReactNode }) {
  const engine = useEngine()
  const Screen = useMemo(() => screenComponent(entry), [entry])
  const refresh = () => engine.services.reloadPage()
  const failure =
    typeof navigator !== 'undefined' && !navigator.onLine ? <OfflinePage onRefresh={refresh} /> : <FailurePage onRefresh={refresh} />
  return (
    <NodeBoundary label={`load screen ${entry.id}`} dev={engine.dev} report={engine.services.report} fallback={failure}>
      <Suspense fallback={fallback ?? null}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per screen entry, memoized on it: React.lazy needs exactly that */}
        <Screen {...props} />
      </Suspense>
    </NodeBoundary>
  )
}

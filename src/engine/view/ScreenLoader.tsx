import { Suspense, useMemo } from 'react'
import type { ScreenEntry } from '../loaded-screen'
import { UnavailablePage } from '../pages/UnavailablePage'
import { useEngine } from './EngineProvider'
import { NodeBoundary } from './NodeBoundary'
import { screenComponent, type HostProps } from './screen-component'

type Props = HostProps & {
  entry: ScreenEntry
  /** Shown while the chunk loads, and instead of the screen while `show` is false. */
  fallback?: React.ReactNode
  /**
   * false: the fallback, as the boundary's content. Turned true in a transition, the screen takes its place
   * once its code is there, with no fallback commit (whose reveal React throttles by 300 ms).
   */
  show?: boolean
}

/** Load a screen's chunk and show it; a chunk that cannot be fetched shows the offline or failure page. */
export function ScreenLoader({ entry, fallback, show = true, ...props }: Props) {
  const engine = useEngine()
  const Screen = useMemo(() => screenComponent(entry), [entry])
  const refresh = () => engine.services.reloadPage()
  const failure = <UnavailablePage text={engine.text} onRefresh={refresh} />
  return (
    <NodeBoundary label={`load screen ${entry.id}`} dev={engine.dev} report={engine.services.report} fallback={failure}>
      <Suspense fallback={fallback ?? null}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per screen entry, memoized on it: React.lazy needs exactly that */}
        {show ? <Screen {...props} /> : fallback}
      </Suspense>
    </NodeBoundary>
  )
}

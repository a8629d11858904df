import { Suspense, lazy, useMemo, type ComponentType } from 'react'
import type { LoadedScreen, ScreenEntry } from '../loaded-screen'
import { FailurePage } from '../pages/FailurePage'
import { OfflinePage } from '../pages/OfflinePage'
import { useEngine } from './EngineProvider'
import { NodeBoundary } from './NodeBoundary'
import { ScreenHost } from './ScreenHost'

type HostProps = { route?: Record<string, string | undefined>; query?: Record<string, string | undefined> }

const cache = new WeakMap<ScreenEntry, ComponentType<HostProps>>()

// One lazy component per manifest entry, made once: its chunk is fetched the first time the route shows.
function lazyScreen(entry: ScreenEntry): ComponentType<HostProps> {
  let component = cache.get(entry)
  if (!component) {
    component = lazy(async () => {
      const loaded: LoadedScreen = (await entry.load()).default
      return { default: (props: HostProps) => <ScreenHost loaded={loaded} {...props} /> }
    })
    cache.set(entry, component)
  }
  return component
}

/** Load a screen's chunk and show it; a chunk that cannot be fetched shows the offline or failure page. */
export function ScreenLoader({ entry, fallback, ...props }: HostProps & { entry: ScreenEntry; fallback?: React.ReactNode }) {
  const engine = useEngine()
  const Screen = useMemo(() => lazyScreen(entry), [entry])
  const refresh = () => engine.services.reloadPage()
  const failure = typeof navigator !== 'undefined' && !navigator.onLine ? <OfflinePage onRefresh={refresh} /> : <FailurePage onRefresh={refresh} />
  return (
    <NodeBoundary label={`load ${entry.file}`} dev={engine.dev} report={engine.services.report} fallback={failure}>
      <Suspense fallback={fallback ?? null}>
        <Screen {...props} />
      </Suspense>
    </NodeBoundary>
  )
}

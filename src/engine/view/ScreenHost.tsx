import { Suspense, useEffect } from 'react'
import { lazyComponent } from '../lazy-component'
import { formatProblem, refusedCapabilities, type LoadedScreen } from '../loaded-screen'
import { FailurePage } from '../pages/FailurePage'
import { useEngine } from './EngineProvider'
import { NodeBoundary } from './NodeBoundary'
import { ScreenView, type ScreenViewProps } from './ScreenView'

// A config that cannot be drawn is rare (a bad screen in development, a refused one from outside the build): their
// pages' code comes when one is shown, not with the entry. Each waits in a boundary of its own, so the bad config is
// reported at once, whether or not that code arrives (if not, the screen loader's boundary shows the failure page).
const ConfigProblems = lazyComponent(() => import('../pages/ConfigProblems').then((m) => m.ConfigProblems))
const RefusedPage = lazyComponent(() => import('../pages/RefusedPage').then((m) => m.RefusedPage))

type Props = Omit<ScreenViewProps, 'config'> & { loaded: LoadedScreen }

/**
 * A loaded screen chunk. A config with problems shows them (development) or, in production (reported), the
 * refusal page naming each capability a screen from outside the build was refused, else the failure page; a
 * screen that throws while rendering shows the failure page. Never a white screen.
 */
export function ScreenHost({ loaded, route, query, still }: Props) {
  const engine = useEngine()
  const config = loaded.problems.length > 0 ? undefined : loaded.config
  const failed = !config
  useEffect(() => {
    if (failed) engine.services.report(new Error(`bad screen config ${loaded.file}`), { problems: loaded.problems.map(formatProblem) })
  }, [engine, failed, loaded])
  const refresh = () => engine.services.reloadPage()
  if (!config) {
    // A screen from outside the build refused for a capability: say which, since refreshing cannot help.
    const refused = refusedCapabilities(loaded.problems)
    const lazyPage = engine.dev ? (
      <ConfigProblems problems={loaded.problems} />
    ) : refused.length ? (
      <RefusedPage text={engine.text} capabilities={refused} onBack={() => engine.services.back()} />
    ) : null
    if (lazyPage) return <Suspense fallback={null}>{lazyPage}</Suspense>
    return <FailurePage text={engine.text} onRefresh={refresh} />
  }
  return (
    <NodeBoundary
      label={`screen ${loaded.file}`}
      dev={engine.dev}
      report={engine.services.report}
      fallback={<FailurePage text={engine.text} onRefresh={refresh} />}
    >
      <ScreenView key={loaded.file} config={config} route={route} query={query} still={still} />
    </NodeBoundary>
  )
}

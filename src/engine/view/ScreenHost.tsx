import { useEffect } from 'react'
import { formatProblem, type LoadedScreen } from '../loaded-screen'
import { ConfigProblems } from '../pages/ConfigProblems'
import { FailurePage } from '../pages/FailurePage'
import { useEngine } from './EngineProvider'
import { NodeBoundary } from './NodeBoundary'
import { ScreenView, type ScreenViewProps } from './ScreenView'

type Props = Omit<ScreenViewProps, 'config'> & { loaded: LoadedScreen }

/**
 * A loaded screen chunk. A config with problems shows them (development) or the failure page (production,
 * reported); a screen that throws while rendering shows the failure page. Never a white screen.
 */
export function ScreenHost({ loaded, route, query }: Props) {
  const engine = useEngine()
  const config = loaded.problems.length > 0 ? undefined : loaded.config
  const failed = !config
  useEffect(() => {
    if (failed) engine.services.report(new Error(`bad screen config ${loaded.file}`), { problems: loaded.problems.map(formatProblem) })
  }, [engine, failed, loaded])
  const refresh = () => engine.services.reloadPage()
  if (!config) return engine.dev ? <ConfigProblems problems={loaded.problems} /> : <FailurePage text={engine.text} onRefresh={refresh} />
  return (
    <NodeBoundary
      label={`screen ${loaded.file}`}
      dev={engine.dev}
      report={engine.services.report}
      fallback={<FailurePage text={engine.text} onRefresh={refresh} />}
    >
      <ScreenView key={loaded.file} config={config} route={route} query={query} />
    </NodeBoundary>
  )
}

import type { SourceFailure } from '../screen/source-failures'
import { useEngine } from './EngineProvider'
import { useFrame } from './frame'
import '../pages/pages.css'

/**
 * Where a failed source is read: its message (the backend's, else the spec's generic 页面暂时无法访问，您可以尝试刷新)
 * and 点击重试, which fetches the sources again. Drawn by NodeView in place of the first node reading them.
 */
export function SourceFailureBox({ names, failures }: { names: readonly string[]; failures: readonly SourceFailure[] }) {
  const engine = useEngine()
  const frame = useFrame()
  const message = failures.find((f) => f.message)?.message ?? engine.text('pageUnavailable')
  return (
    <div className="edu-source-failure" role="alert" data-failed-sources={names.join(' ')}>
      <span>{message}</span>
      <button type="button" className="edu-status-page__link" onClick={() => void frame.screen.reload(names)}>
        {engine.text('retry')}
      </button>
    </div>
  )
}

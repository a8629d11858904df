import { useEngine } from '../view/EngineProvider'
import './pages.css'

/** The spec's generic failure page: page temporarily unavailable, you can try refresh. */
export function FailurePage({ onRefresh }: { onRefresh: () => void }) {
  const { text } = useEngine()
  return (
    <div className="edu-status-page" data-page="failure">
      <img src={`${import.meta.env.BASE_URL}static/failure.svg`} alt="" />
      <div className="edu-status-page__title">{text('failureTitle')}</div>
      <div>
        {text('failureHint')}
        <button type="button" className="edu-status-page__link" onClick={() => onRefresh()}>
          {text('refresh')}
        </button>
      </div>
    </div>
  )
}

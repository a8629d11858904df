import type { PageText } from './page-text'
import './pages.css'

/** The spec's generic failure page: page temporarily unavailable, you can try refresh. */
export function FailurePage({ text, onRefresh }: { text: PageText; onRefresh: () => void }) {
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

import { wording } from '../../platform/wording'
import './pages.css'

/** The spec's generic failure page: page temporarily unavailable, you can try refresh. */
export function FailurePage({ onRefresh }: { onRefresh(): void }) {
  return (
    <div className="edu-status-page" data-page="failure">
      <img src={`${import.meta.env.BASE_URL}static/failure.svg`} alt="" />
      <div className="edu-status-page__title">{wording.failureTitle}</div>
      <div>
        {wording.failureHint}
        <button type="button" className="edu-status-page__link" onClick={() => onRefresh()}>
          {wording.refresh}
        </button>
      </div>
    </div>
  )
}

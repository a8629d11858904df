import { wording } from '../../platform/wording'
import './pages.css'

/** The network-unavailable page: 当前网络不可用,请检查网络后 + a refresh link (reload with a timeString). */
export function OfflinePage({ onRefresh }: { onRefresh(): void }) {
  return (
    <div className="edu-status-page" data-page="offline">
      <img src={`${import.meta.env.BASE_URL}static/network.svg`} alt="" />
      <div>
        {wording.offline}
        <button type="button" className="edu-status-page__link" onClick={() => onRefresh()}>
          {wording.refresh}
        </button>
      </div>
    </div>
  )
}

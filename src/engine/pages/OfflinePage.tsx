import type { PageText } from './page-text'
import './pages.css'

/** The network-unavailable page: 当前网络不可用,请检查网络后 + a refresh link (reload with a timeString). */
export function OfflinePage({ text, onRefresh }: { text: PageText; onRefresh: () => void }) {
  return (
    <div className="edu-status-page" data-page="offline">
      <img src={`${import.meta.env.BASE_URL}static/network.svg`} alt="" />
      <div>
        {text('offline')}
        <button type="button" className="edu-status-page__link" onClick={() => onRefresh()}>
          {text('refresh')}
        </button>
      </div>
    </div>
  )
}

import type { Capability } from '../loaded-screen'
import type { WordingKey } from '../messages'
import type { PageText } from './page-text'
import './pages.css'

const CAPABILITY_TEXT: Record<Capability, WordingKey> = {
  'data sources': 'capabilityDataSources',
  'writing calls': 'capabilityWritingCalls',
  images: 'capabilityImages',
  links: 'capabilityLinks',
}

/**
 * A screen from outside the build refused for what it asked to do (src/engine/remote/capabilities.ts): the user
 * is told which capability, not that the page failed, since trying again would be refused the same way.
 */
export function RefusedPage({ text, capabilities, onBack }: { text: PageText; capabilities: readonly Capability[]; onBack: () => void }) {
  return (
    <div className="edu-status-page" data-page="refused" role="alert">
      <img src={`${import.meta.env.BASE_URL}static/failure.svg`} alt="" />
      <div className="edu-status-page__title">{text('screenRefusedTitle')}</div>
      <div>{text('screenRefusedHint')}</div>
      <ul className="edu-status-page__list">
        {capabilities.map((c) => (
          <li key={c}>{text(CAPABILITY_TEXT[c])}</li>
        ))}
      </ul>
      <button type="button" className="edu-status-page__link" onClick={() => onBack()}>
        {text('back')}
      </button>
    </div>
  )
}

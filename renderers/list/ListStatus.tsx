import type { ReactNode } from 'react'
import type { EngineFailure } from '../../src/engine'
import type { ListTexts } from './texts'

interface Props {
  texts: ListTexts
  count: number
  loading: boolean
  error: EngineFailure | undefined
  /** The list reads pages (the end text belongs to those only). */
  paged: boolean
  isLastPage: boolean
  /** A search is under way, so no records means no match rather than an empty list. */
  searching: boolean
  empty: ReactNode
  onRetry(): void
}

/** The line under the rows: loading, a failure with retry, no match, the empty state or the end of the list (SPEC §8). */
export function ListStatus({ texts, count, loading, error, paged, isLastPage, searching, empty, onRetry }: Props) {
  if (error) {
    return (
      <div className="edu-list__status edu-list__status--error" role="alert">
        <span>{error.message}</span>
        <button type="button" className="edu-list__retry" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    )
  }
  if (loading) return <div className="edu-list__status" role="status">{texts.loading}</div>
  if (count === 0) return searching ? <div className="edu-list__status">{texts.noMatch}</div> : <>{empty}</>
  if (paged && isLastPage) return <div className="edu-list__status">{texts.noMore}</div>
  return null
}

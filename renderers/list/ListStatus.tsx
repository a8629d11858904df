import type { ReactNode } from 'react'
import type { EngineFailure, NodeContext } from '../../src/engine'

interface Props {
  /** The shared wording (loading, no more, no match, retry). */
  t: NodeContext['t']
  count: number
  loading: boolean
  error: EngineFailure | undefined
  /** The list reads pages (the end text belongs to those only). */
  paged: boolean
  isLastPage: boolean
  /** A search is under way, so no records means no match rather than an empty list. */
  searching: boolean
  empty: ReactNode
  onRetry: () => void
}

/** The line under the rows: loading, a failure with retry, no match, the empty state or the end of the list (SPEC §8). */
export function ListStatus({ t, count, loading, error, paged, isLastPage, searching, empty, onRetry }: Props) {
  if (error) {
    return (
      <div className="edu-list__status edu-list__status--error" role="alert">
        <span>{error.message}</span>
        <button type="button" className="edu-list__retry" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (loading)
    return (
      <div className="edu-list__status" role="status">
        {t('loading')}
      </div>
    )
  if (count === 0) return searching ? <div className="edu-list__status">{t('noMatchingResults')}</div> : <>{empty}</>
  if (paged && isLastPage) return <div className="edu-list__status">{t('noMore')}</div>
  return null
}

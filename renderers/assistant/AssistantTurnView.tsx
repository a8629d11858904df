import type { ReactNode } from 'react'
import type { NodeContext } from '../../src/engine'
import type { AssistantNodeTurn } from './session'

interface Props {
  turn: AssistantNodeTurn
  t: NodeContext['t']
  render: (markdown: string) => ReactNode
  onCopy: () => void
  onRate: (rating: 'up' | 'down') => void
  onAgain: () => void
  busy: boolean
}

/** One question and its answer: markdown as it streams in, then copy and rating; a stopped answer says so. */
export function AssistantTurnView({ turn, t, render, onCopy, onRate, onAgain, busy }: Props) {
  const finished = turn.state === 'done' || turn.state === 'stopped'
  return (
    <article className="edu-assistant__turn" data-state={turn.state}>
      <p className="edu-assistant__question">{turn.question}</p>
      <div className="edu-assistant__answer" aria-busy={turn.state === 'waiting' || turn.state === 'streaming'}>
        {turn.state === 'waiting' && <p className="edu-assistant__hint">{t('assistantThinking')}</p>}
        {turn.answer && render(turn.answer)}
        {turn.state === 'stopped' && <p className="edu-assistant__note">{t('assistantStopped')}</p>}
        {turn.state === 'failed' && (
          <p className="edu-assistant__error" role="alert">
            {turn.error || t('assistantFailed')}
            <button type="button" className="edu-assistant__action" onClick={onAgain} disabled={busy}>
              {t('assistantAgain')}
            </button>
          </p>
        )}
        {finished && (
          <div className="edu-assistant__actions">
            <button type="button" className="edu-assistant__action" onClick={onCopy}>
              {t('assistantCopy')}
            </button>
            <button type="button" className="edu-assistant__action" aria-pressed={turn.rating === 'up'} onClick={() => onRate('up')}>
              {t('assistantUp')}
            </button>
            <button type="button" className="edu-assistant__action" aria-pressed={turn.rating === 'down'} onClick={() => onRate('down')}>
              {t('assistantDown')}
            </button>
          </div>
        )}
      </div>
    </article>
  )
}

import type { NodeContext } from '../../src/engine'

interface Props {
  count: number
  current: number
  answered: boolean[]
  t: NodeContext['t']
  onPick: (index: number) => void
}

/** Every question's number, answered ones filled, the current one outlined; a tap goes to that question. */
export function AnswerSheet({ count, current, answered, t, onPick }: Props) {
  const done = answered.filter(Boolean).length
  return (
    <nav className="edu-quiz-sheet" aria-label={t('answerSheet')}>
      <div className="edu-quiz-sheet-head">
        <span>{t('answerSheet')}</span>
        <span className="edu-quiz-sheet-count">{t('answeredCount', done, count - done)}</span>
      </div>
      <ol className="edu-quiz-sheet-grid">
        {answered.map((isDone, i) => (
          <li key={i}>
            <button
              type="button"
              className={`edu-quiz-number${isDone ? ' edu-quiz-number--done' : ''}${i === current ? ' edu-quiz-number--current' : ''}`}
              aria-label={t(isDone ? 'questionAnswered' : 'questionUnanswered', i + 1)}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onPick(i)}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}

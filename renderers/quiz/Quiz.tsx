import { useEffect, useState } from 'react'
import { useEngine, type RendererProps } from '../../src/engine'
import type { QuizNode } from '../../src/generated/screen'
import { AnswerSheet } from './AnswerSheet'
import { readKept, writeKept } from './kept'
import { choose, isAnswered, questionsOf } from './questions'
import './quiz.css'

/**
 * One question at a time, with previous/next and an answer sheet of every question (answered ones marked) that
 * jumps to a question. Answers go to state.<state> at each choice, for the submit action, and to the device
 * under `keep`, so a reload starts where the user was.
 */
export function Quiz({ node, ctx }: RendererProps<QuizNode>) {
  const storage = useEngine().services.storage('local')
  const questions = questionsOf(node.questions)
  const keep = node.keep
  const stateKey = node.state
  const [kept, setKept] = useState(() => readKept(storage, keep))
  // Another attempt (a new keep key): start from what is kept for it.
  const [keptFor, setKeptFor] = useState(keep)
  if (keptFor !== keep) {
    setKeptFor(keep)
    setKept(readKept(storage, keep))
  }
  const { answers } = kept
  const current = Math.min(kept.current, Math.max(questions.length - 1, 0))

  useEffect(() => {
    writeKept(storage, keep, kept)
    if (stateKey) ctx.screen.setState(stateKey, kept.answers)
  }, [kept, keep, stateKey, storage, ctx.screen])

  if (!questions.length) return null
  const question = questions[current]
  const answer = answers[question.id]
  const go = (index: number) => setKept((k) => ({ ...k, current: index }))
  const pick = (value: string) =>
    setKept((k) => ({ ...k, answers: { ...k.answers, [question.id]: choose(question, k.answers[question.id], value) } }))
  const multiple = question.type === 'multiple'
  const titleId = `${node.id}-title`

  return (
    <section className="edu-quiz" aria-labelledby={titleId}>
      <div className="edu-quiz-head">
        <span className="edu-quiz-kind">{ctx.t(multiple ? 'multipleChoice' : 'singleChoice')}</span>
        <span className="edu-quiz-progress">{ctx.t('questionOf', current + 1, questions.length)}</span>
      </div>
      <h2 className="edu-quiz-title" id={titleId}>
        {current + 1}. {question.title}
      </h2>
      <div className="edu-quiz-options" role={multiple ? 'group' : 'radiogroup'} aria-labelledby={titleId}>
        {question.options.map((option) => {
          const chosen = Array.isArray(answer) ? answer.includes(option.value) : answer === option.value
          return (
            <button
              key={option.value}
              type="button"
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={chosen}
              className={`edu-quiz-option${chosen ? ' edu-quiz-option--chosen' : ''}`}
              onClick={() => pick(option.value)}
            >
              {option.label}
            </button>
          )
        })}
      </div>
      <div className="edu-quiz-steps">
        <button type="button" className="edu-quiz-step" disabled={current === 0} onClick={() => go(current - 1)}>
          {ctx.t('previousQuestion')}
        </button>
        <button
          type="button"
          className="edu-quiz-step edu-quiz-step--next"
          disabled={current === questions.length - 1}
          onClick={() => go(current + 1)}
        >
          {ctx.t('nextQuestion')}
        </button>
      </div>
      <AnswerSheet
        count={questions.length}
        current={current}
        answered={questions.map((q) => isAnswered(answers[q.id]))}
        t={ctx.t}
        onPick={go}
      />
    </section>
  )
}

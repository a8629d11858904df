import { useState, type ComponentType } from 'react'
import type { QuestionnaireQuestion } from '../../src/generated/screen'
import { ImageChoice, Matrix, MultipleChoice, Scale, SingleChoice, type FieldProps } from './ChoiceFields'
import { DateField, fieldIdOf, NumberField, TextField } from './InputFields'
import type { Answer } from '../../src/shared-logic/questionnaire'

const FIELDS: Record<Exclude<QuestionnaireQuestion['kind'], 'section'>, ComponentType<FieldProps>> = {
  single: SingleChoice,
  multiple: MultipleChoice,
  image: ImageChoice,
  scale: Scale,
  matrix: Matrix,
  text: TextField,
  number: NumberField,
  date: DateField,
}

/** Typed fields are labelled by a <label>; choice groups by aria-labelledby on the title. */
const TYPED = new Set(['text', 'number', 'date'])

interface Props {
  question: QuestionnaireQuestion
  value: Answer | undefined
  onChange: (id: string, value: Answer) => void
  /** Prefix of element ids, unique on the screen (the node id). */
  idPrefix: string
  /** The problem's text, shown after a failed next or submit. */
  error: string | undefined
}

export const questionElementId = (idPrefix: string, questionId: string): string => `${idPrefix}-q-${questionId}`

/**
 * One question: its title, its field and, after a failed next or submit, its problem. A question that has shown
 * a problem keeps the problem's line once it is answered, so the questions below stay where the user aims.
 */
export function QuestionView({ question, value, onChange, idPrefix, error }: Props) {
  const [hadError, setHadError] = useState(false)
  if (error && !hadError) setHadError(true)
  const id = questionElementId(idPrefix, question.id)
  if (question.kind === 'section') {
    return (
      <div id={id} className="edu-questionnaire__section">
        <h3>{question.title}</h3>
        {question.description && <p>{question.description}</p>}
      </div>
    )
  }
  const labelId = `${id}-title`
  const errorId = error ? `${id}-error` : undefined
  const Field = FIELDS[question.kind]
  const Title = TYPED.has(question.kind) ? 'label' : 'div'
  return (
    <div id={id} className={`edu-questionnaire__question${error ? ' edu-questionnaire__question--error' : ''}`} data-question={question.id}>
      <Title id={labelId} className="edu-questionnaire__title" {...(Title === 'label' ? { htmlFor: fieldIdOf(labelId) } : {})}>
        {question.required && (
          <span className="edu-questionnaire__required" aria-hidden="true">
            *
          </span>
        )}
        {question.title}
      </Title>
      {question.description && <div className="edu-questionnaire__description">{question.description}</div>}
      <Field question={question} value={value} onChange={(v) => onChange(question.id, v)} labelId={labelId} errorId={errorId} />
      {error ? (
        <div id={errorId} className="edu-questionnaire__error" role="alert">
          {error}
        </div>
      ) : (
        hadError && <div className="edu-questionnaire__error-space" aria-hidden="true" />
      )}
    </div>
  )
}

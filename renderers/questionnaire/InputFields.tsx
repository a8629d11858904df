// The typed questions: text, number with its unit, and date. The question title is the field's <label>.
import { Input } from 'antd-mobile'
import type { FieldProps } from './ChoiceFields'

export const fieldIdOf = (labelId: string): string => `${labelId}-field`

export function TextField({ question, value, onChange, labelId }: FieldProps) {
  return (
    <Input
      id={fieldIdOf(labelId)}
      className="edu-questionnaire__input"
      value={typeof value === 'string' ? value : ''}
      placeholder={question.placeholder}
      maxLength={200}
      onChange={onChange}
    />
  )
}

export function NumberField({ question, value, onChange, labelId }: FieldProps) {
  return (
    <div className="edu-questionnaire__number">
      <Input
        id={fieldIdOf(labelId)}
        className="edu-questionnaire__input"
        type="number"
        inputMode="decimal"
        value={value === undefined ? '' : String(value)}
        placeholder={question.placeholder}
        onChange={(v) => onChange(v === '' || Number.isNaN(Number(v)) ? v : Number(v))}
      />
      {question.unit && <span className="edu-questionnaire__unit">{question.unit}</span>}
    </div>
  )
}

export function DateField({ question, value, onChange, labelId }: FieldProps) {
  return (
    <Input
      id={fieldIdOf(labelId)}
      className="edu-questionnaire__input"
      type="date"
      value={typeof value === 'string' ? value : ''}
      placeholder={question.placeholder}
      onChange={onChange}
    />
  )
}

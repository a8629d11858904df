// The choice questions: single and multiple choice, image choice, scale and matrix. Each is a radiogroup or a
// group labelled by its question title, so a screen reader names the question before its choices.
import { Checkbox, Image, Radio, Space } from 'antd-mobile'
import type { QuestionnaireQuestion } from '../../src/generated/screen'
import type { Answer } from '../../src/shared-logic/questionnaire'

export interface FieldProps {
  question: QuestionnaireQuestion
  value: Answer | undefined
  onChange: (value: Answer) => void
  /** Id of the question's title (aria-labelledby) and prefix of the field ids. */
  labelId: string
  /** Id of the problem shown under the question, when there is one (aria-describedby). */
  errorId: string | undefined
}

const asText = (v: Answer | undefined): string | undefined => (typeof v === 'string' ? v : undefined)

export function SingleChoice({ question, value, onChange, labelId, errorId }: FieldProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-describedby={errorId} aria-required={question.required} aria-invalid={!!errorId}>
      <Radio.Group value={asText(value) ?? null} onChange={(v) => onChange(String(v))}>
        <Space direction="vertical" block>
          {question.options?.map((o) => (
            <Radio key={o.value} value={o.value} block className="edu-questionnaire__choice">
              {o.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </div>
  )
}

export function MultipleChoice({ question, value, onChange, labelId, errorId }: FieldProps) {
  const chosen = Array.isArray(value) ? (value as readonly string[]) : []
  return (
    // eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the group is the answer to one question: its invalid state is announced with it (aria-invalid is global in ARIA 1.2)
    <div role="group" aria-labelledby={labelId} aria-describedby={errorId} aria-invalid={!!errorId}>
      <Checkbox.Group value={[...chosen]} onChange={(v) => onChange(v.map(String))}>
        <Space direction="vertical" block>
          {question.options?.map((o) => (
            <Checkbox key={o.value} value={o.value} block className="edu-questionnaire__choice">
              {o.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </div>
  )
}

export function ImageChoice({ question, value, onChange, labelId, errorId }: FieldProps) {
  const chosen = asText(value)
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={errorId}
      aria-required={question.required}
      className="edu-questionnaire__images"
    >
      {question.options?.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={chosen === o.value}
          className={`edu-questionnaire__image${chosen === o.value ? ' edu-questionnaire__image--chosen' : ''}`}
          onClick={() => onChange(o.value)}
        >
          {o.image && <Image src={o.image} alt="" width="100%" height={88} fit="cover" lazy={false} />}
          <span>{o.label}</span>
        </button>
      ))}
    </div>
  )
}

/** Points from min (default 1) to max (default 5): 1 to 5 or 0 to 10. */
export function Scale({ question, value, onChange, labelId, errorId }: FieldProps) {
  const from = question.min ?? 1
  const to = question.max ?? 5
  const points = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
  return (
    <div className="edu-questionnaire__scale">
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-required={question.required}
        className="edu-questionnaire__points"
      >
        {points.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={value === p}
            className={`edu-questionnaire__point${value === p ? ' edu-questionnaire__point--chosen' : ''}`}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ))}
      </div>
      {(question.minLabel || question.maxLabel) && (
        <div className="edu-questionnaire__scale-labels" aria-hidden="true">
          <span>{question.minLabel}</span>
          <span>{question.maxLabel}</span>
        </div>
      )}
    </div>
  )
}

/** Each row a radiogroup of the shared options, named by the row's label. */
export function Matrix({ question, value, onChange, labelId, errorId }: FieldProps) {
  const rows = value && typeof value === 'object' && !Array.isArray(value) ? (value as Readonly<Record<string, string>>) : {}
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={errorId} className="edu-questionnaire__matrix">
      {question.rows?.map((row) => (
        <div key={row.id} className="edu-questionnaire__row">
          <div id={`${labelId}-${row.id}`} className="edu-questionnaire__row-label">
            {row.label}
          </div>
          <div role="radiogroup" aria-labelledby={`${labelId}-${row.id}`}>
            <Radio.Group value={rows[row.id] ?? null} onChange={(v) => onChange({ ...rows, [row.id]: String(v) })}>
              <Space wrap>
                {question.options?.map((o) => (
                  <Radio key={o.value} value={o.value} className="edu-questionnaire__choice">
                    {o.label}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </div>
        </div>
      ))}
    </div>
  )
}

import { AlertEditor } from './AlertEditor'
import { tidy, withKind } from './edits'
import { CheckField, ItemTools, NumberField, SelectField, TextField } from './fields'
import { BUILDER_KINDS, type BuilderKind, type BuilderPage, type Question } from './model'
import { OptionsEditor } from './OptionsEditor'
import { fill, kindNames, builderWording as w } from './wording'

interface Props {
  n: number
  question: Question
  page: BuilderPage
  first: boolean
  last: boolean
  onChange: (question: Question) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

const kinds = BUILDER_KINDS.map((kind) => [kind, kindNames[kind]] as const)
const isBuilderKind = (kind: string): kind is BuilderKind => (BUILDER_KINDS as readonly string[]).includes(kind)

/** One question: its kind, title, whether it must be answered, and what its kind needs (options, range, unit…). */
export function QuestionEditor({ n, question: q, page, first, last, onChange, onMove, onRemove }: Props) {
  const name = fill(w.question, { n })
  const set = (patch: Partial<Question>) => onChange(tidy({ ...q, ...patch }))
  const choice = q.kind === 'single' || q.kind === 'multiple'
  return (
    <li className="edu-builder__question" aria-label={name}>
      <div className="edu-builder__question-head">
        <strong>{name}</strong>
        <ItemTools name={name} first={first} last={last} onMove={onMove} onRemove={onRemove} />
      </div>
      {isBuilderKind(q.kind) ? (
        <SelectField label={`${name} ${w.kind}`} value={q.kind} options={kinds} onChange={(kind) => onChange(withKind(q, kind, page))} />
      ) : (
        <p className="edu-builder__note">{`${w.kind}：${q.kind}（请在 JSON 中编辑）`}</p>
      )}
      <TextField label={fill(w.questionTitle, { n })} value={q.title} multiline onChange={(title) => set({ title })} />
      {q.kind !== 'section' && <CheckField label={w.required} checked={q.required === true} onChange={(required) => set({ required })} />}
      {choice && <OptionsEditor n={n} options={q.options ?? []} onChange={(options) => set({ options, alert: pruneAlert(q, options) })} />}
      {choice && <AlertEditor n={n} alert={q.alert} options={q.options ?? []} onChange={(alert) => set({ alert })} />}
      {(q.kind === 'number' || q.kind === 'scale') && (
        <div className="edu-builder__row">
          <NumberField label={`${name} ${w.min}`} value={q.min} onChange={(min) => set({ min })} />
          <NumberField label={`${name} ${w.max}`} value={q.max} onChange={(max) => set({ max })} />
          {q.kind === 'number' && <TextField label={`${name} ${w.unit}`} value={q.unit} onChange={(unit) => set({ unit })} />}
        </div>
      )}
      {q.kind === 'scale' && (
        <>
          <div className="edu-builder__row">
            <TextField label={`${name} ${w.minLabel}`} value={q.minLabel} onChange={(minLabel) => set({ minLabel })} />
            <TextField label={`${name} ${w.maxLabel}`} value={q.maxLabel} onChange={(maxLabel) => set({ maxLabel })} />
          </div>
          <CheckField label={w.scored} checked={q.scored === true} onChange={(scored) => set({ scored })} />
        </>
      )}
      {q.kind === 'text' && (
        <TextField label={`${name} ${w.placeholder}`} value={q.placeholder} onChange={(placeholder) => set({ placeholder })} />
      )}
    </li>
  )
}

/** An alert keeps only the options that still exist; with none left it goes. */
function pruneAlert(q: Question, options: Question['options']): Question['alert'] {
  if (!q.alert) return undefined
  const answers = q.alert.answers.filter((a) => options?.some((o) => o.value === a))
  return answers.length ? { ...q.alert, answers: answers as [string, ...string[]] } : undefined
}

import { useState } from 'react'
import { moved, newQuestion, replaced, tidy, withQuestions, withSections, without } from './edits'
import { ItemTools, SelectField, TextField } from './fields'
import { BUILDER_KINDS, type BuilderKind, type BuilderPage } from './model'
import { QuestionEditor } from './QuestionEditor'
import { fill, kindNames, builderWording as w } from './wording'

const kinds = BUILDER_KINDS.map((kind) => [kind, kindNames[kind]] as const)

/**
 * The questionnaire's parts (its pages, shown one at a time with their titles) and their questions, numbered
 * through the whole questionnaire as a resident sees them.
 */
export function SectionsEditor({ page, onChange }: { page: BuilderPage; onChange: (page: BuilderPage) => void }) {
  const sections = page.survey.pages
  // Where each part's numbering starts: the questions of the parts before it.
  const starts = sections.map((_, s) => sections.slice(0, s).reduce((n, section) => n + section.questions.length, 0))
  return (
    <section className="edu-builder__section" aria-label={w.sections}>
      <h2>{w.sections}</h2>
      {sections.map((section, s) => {
        const start = starts[s]
        const name = fill(w.section, { n: s + 1 })
        return (
          <fieldset key={s} className="edu-builder__part">
            <legend>{name}</legend>
            {sections.length > 1 && (
              <ItemTools
                name={name}
                first={s === 0}
                last={s === sections.length - 1}
                onMove={(by) => onChange(withSections(page, moved(sections, s, by)))}
                onRemove={() => onChange(withSections(page, without(sections, s)))}
              />
            )}
            <TextField
              label={fill(w.sectionTitle, { n: s + 1 })}
              value={section.title}
              onChange={(title) => onChange(withSections(page, replaced(sections, s, tidy({ ...section, title }))))}
            />
            <ol className="edu-builder__list" start={start + 1}>
              {section.questions.map((question, i) => (
                <QuestionEditor
                  key={`${question.id}-${String(i)}`}
                  n={start + i + 1}
                  question={question}
                  page={page}
                  first={i === 0}
                  last={i === section.questions.length - 1}
                  onChange={(q) => onChange(withQuestions(page, s, replaced(section.questions, i, q)))}
                  onMove={(by) => onChange(withQuestions(page, s, moved(section.questions, i, by)))}
                  onRemove={() => onChange(withQuestions(page, s, without(section.questions, i)))}
                />
              ))}
            </ol>
            <AddQuestion label={name} onAdd={(kind) => onChange(withQuestions(page, s, [...section.questions, newQuestion(page, kind)]))} />
          </fieldset>
        )
      })}
      <button
        type="button"
        className="edu-builder__add"
        onClick={() =>
          onChange(
            withSections(page, [
              ...sections,
              { title: fill(w.section, { n: sections.length + 1 }), questions: [newQuestion(page, 'single')] },
            ]),
          )
        }
      >
        {w.addSection}
      </button>
    </section>
  )
}

function AddQuestion({ label, onAdd }: { label: string; onAdd: (kind: BuilderKind) => void }) {
  const [kind, setKind] = useState<BuilderKind>('single')
  return (
    <div className="edu-builder__row">
      <SelectField label={`${label} 新题的${w.kind}`} value={kind} options={kinds} onChange={setKind} />
      <button type="button" className="edu-builder__add" onClick={() => onAdd(kind)}>
        {`${w.addQuestion}${kindNames[kind]}题`}
      </button>
    </div>
  )
}

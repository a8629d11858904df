// Pure edits of the builder's page: each returns a new page, the old one untouched (React state, and the undo a
// reload gives: the stored draft is the last page).
import type { Band, BuilderKind, BuilderPage, Option, Question, Section } from './model'

/** Moves item `index` one place up (-1) or down (+1); the list as it was when that goes past an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (to < 0 || to >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[to]] = [next[to], next[index]]
  return next
}

export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index)
export const replaced = <T>(list: readonly T[], index: number, item: T): T[] => list.map((old, i) => (i === index ? item : old))

/** The first `prefix`N not in `taken` (q1, q2…; a, b… for options). */
function fresh(prefix: string, taken: readonly string[], letters = false): string {
  for (let n = 0; ; n += 1) {
    const name = letters && n < 26 ? String.fromCharCode(97 + n) : `${prefix}${n + 1}`
    if (!taken.includes(name)) return name
  }
}

const questionIds = (page: BuilderPage) => page.survey.pages.flatMap((section) => section.questions.map((q) => q.id))

export function newOption(options: readonly Option[]): Option {
  return {
    value: fresh(
      'o',
      options.map((o) => o.value),
      true,
    ),
    label: `选项${options.length + 1}`,
    score: 0,
  }
}

/** A question of `kind` with what it needs to draw: two options for a choice, a 1–5 range for a scale. */
export function newQuestion(page: BuilderPage, kind: BuilderKind): Question {
  const id = fresh('q', questionIds(page))
  const base = { id, kind, title: kind === 'section' ? '说明文字' : '新的题目' }
  if (kind === 'single' || kind === 'multiple') {
    const first = newOption([])
    return { ...base, required: true, options: [first, newOption([first])] }
  }
  if (kind === 'scale') return { ...base, required: true, min: 1, max: 5, minLabel: '很差', maxLabel: '很好', scored: true }
  if (kind === 'number') return { ...base, required: true }
  if (kind === 'text') return { ...base, required: false }
  return base
}

/** A question of another kind keeps its id, title and what the new kind also reads. */
export function withKind(question: Question, kind: BuilderKind, page: BuilderPage): Question {
  const made = newQuestion(page, kind)
  const keep = kind === 'single' || kind === 'multiple' ? { options: question.options ?? made.options } : {}
  return { ...made, ...keep, id: question.id, title: question.title, required: kind === 'section' ? undefined : question.required }
}

export function withSections(page: BuilderPage, pages: Section[]): BuilderPage {
  return { ...page, survey: { ...page.survey, pages } }
}

export function withQuestions(page: BuilderPage, sectionIndex: number, questions: Question[]): BuilderPage {
  const section = page.survey.pages[sectionIndex]
  return withSections(page, replaced(page.survey.pages, sectionIndex, { ...section, questions }))
}

export function withBands(page: BuilderPage, bands: Band[]): BuilderPage {
  return { ...page, survey: { ...page.survey, bands } }
}

/** The next band starts one above the last one's top, so bands stay without gaps unless staff change them. */
export function newBand(bands: readonly Band[]): Band {
  const last = bands.at(-1)
  const min = last ? last.max + 1 : 0
  return { min, max: min + 5, title: '新的结果', advice: '', level: 'warning' }
}

/** A question's fields with the empty ones dropped: what the JSON shows is what staff filled in. */
export function tidy<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T
}

import type { QuizQuestion } from '../../src/generated/screen'

// The questions as data may give them: anything not shaped like a question is left out rather than drawn wrong.
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export function questionsOf(value: unknown): QuizQuestion[] {
  if (!Array.isArray(value)) return []
  return value.filter(isRecord).flatMap((q): QuizQuestion[] => {
    if (typeof q.id !== 'string' || typeof q.title !== 'string' || !Array.isArray(q.options)) return []
    const options = q.options
      .filter(isRecord)
      .flatMap((o) => (typeof o.value === 'string' && typeof o.label === 'string' ? [{ value: o.value, label: o.label }] : []))
    return [{ id: q.id, type: q.type === 'multiple' ? 'multiple' : 'single', title: q.title, options }]
  })
}

/** An answer: one option's value, or the values chosen of a multiple choice in option order. */
export type Answer = string | string[]
export type Answers = Record<string, Answer>

export function isAnswered(answer: Answer | undefined): boolean {
  return Array.isArray(answer) ? answer.length > 0 : typeof answer === 'string' && answer !== ''
}

/** Choosing an option: a single choice replaces, a multiple choice toggles (kept in the options' order). */
export function choose(question: QuizQuestion, previous: Answer | undefined, value: string): Answer {
  if (question.type === 'single') return value
  const chosen = new Set(Array.isArray(previous) ? previous : [])
  if (chosen.has(value)) chosen.delete(value)
  else chosen.add(value)
  return question.options.map((o) => o.value).filter((v) => chosen.has(v))
}

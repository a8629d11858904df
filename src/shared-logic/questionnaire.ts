// What a questionnaire's answers mean: which questions are asked (visibility and skip rules), which answers are
// missing or out of bounds, and the score. Pure, so the node, its tests and the embedded backend's scoring agree.
import type { Questionnaire, QuestionnaireQuestion } from '../generated/screen'

/** One answer: a choice's value, the values chosen, text, a number, or a matrix's value per row id. */
export type Answer = string | number | readonly string[] | Readonly<Record<string, string>>
export type Answers = Readonly<Record<string, Answer | undefined>>

/** Says whether a `{{ }}` rule holds over the answers given so far. */
export type RuleCheck = (rule: string, answers: Answers) => boolean

export interface PlacedQuestion {
  question: QuestionnaireQuestion
  page: number
}

/** Every question in order, with the page it is on. */
export function questionsOf(config: Questionnaire): PlacedQuestion[] {
  return config.pages.flatMap((page, i) => page.questions.map((question) => ({ question, page: i })))
}

/**
 * The ids of the questions asked with these answers: a question is left out when its `visible` rule fails or an
 * earlier question's skip rule jumps over it. Rules read only answers to questions that are asked themselves.
 */
export function askedQuestions(config: Questionnaire, answers: Answers, holds: RuleCheck): Set<string> {
  const asked = new Set<string>()
  const seen: Record<string, Answer | undefined> = {}
  let skipTo: string | undefined
  for (const { question } of questionsOf(config)) {
    if (skipTo !== undefined) {
      if (question.id !== skipTo) continue
      skipTo = undefined
    }
    if (question.visible !== undefined && !holds(question.visible, seen)) continue
    asked.add(question.id)
    seen[question.id] = answers[question.id]
    const jump = question.skip?.find((rule) => holds(rule.when, seen))
    if (jump) skipTo = jump.to
  }
  return asked
}

export function isAnswered(question: QuestionnaireQuestion, value: Answer | undefined): boolean {
  if (value === undefined || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (question.kind === 'matrix') {
    const rows = value as Readonly<Record<string, string>>
    return (question.rows ?? []).some((row) => rows[row.id] !== undefined)
  }
  return true
}

/** The wording of a problem, by key and values, so the renderer words it through ctx.t. */
export type Problem =
  | { key: 'questionnaireRequired'; message?: string }
  | { key: 'questionnaireChooseAtLeast' | 'questionnaireChooseAtMost'; count: number }
  | { key: 'questionnaireNumberRange'; min: number; max: number }
  | { key: 'questionnaireRowsLeft' }

/** Why this answer cannot be submitted, or undefined when it can. */
export function problemOf(question: QuestionnaireQuestion, value: Answer | undefined): Problem | undefined {
  if (question.kind === 'section') return undefined
  if (!isAnswered(question, value))
    return question.required ? { key: 'questionnaireRequired', message: question.requiredMessage } : undefined
  if (question.kind === 'multiple' && Array.isArray(value)) {
    if (question.min !== undefined && value.length < question.min) return { key: 'questionnaireChooseAtLeast', count: question.min }
    if (question.max !== undefined && value.length > question.max) return { key: 'questionnaireChooseAtMost', count: question.max }
  }
  if (question.kind === 'number') {
    const n = Number(value)
    const min = question.min ?? Number.NEGATIVE_INFINITY
    const max = question.max ?? Number.POSITIVE_INFINITY
    if (!Number.isFinite(n) || n < min || n > max)
      return { key: 'questionnaireNumberRange', min: question.min ?? 0, max: question.max ?? 0 }
  }
  if (question.kind === 'matrix' && question.required) {
    const rows = value as Readonly<Record<string, string>>
    if ((question.rows ?? []).some((row) => rows[row.id] === undefined)) return { key: 'questionnaireRowsLeft' }
  }
  return undefined
}

function optionScore(question: QuestionnaireQuestion, value: unknown): number {
  return question.options?.find((o) => o.value === value)?.score ?? 0
}

/** The score one answer adds. */
export function scoreOf(question: QuestionnaireQuestion, value: Answer | undefined): number {
  if (value === undefined) return 0
  switch (question.kind) {
    case 'single':
    case 'image':
      return optionScore(question, value)
    case 'multiple':
      return Array.isArray(value) ? value.reduce((sum: number, v) => sum + optionScore(question, v), 0) : 0
    case 'matrix':
      return typeof value === 'object' && !Array.isArray(value)
        ? Object.values(value).reduce((sum: number, v) => sum + optionScore(question, v), 0)
        : 0
    case 'scale':
      return question.scored ? Number(value) || 0 : 0
    case 'number': {
      const n = Number(value)
      const range = question.ranges?.find((r) => (r.min === undefined || n >= r.min) && (r.max === undefined || n < r.max))
      return Number.isFinite(n) && range ? range.score : 0
    }
    default:
      return 0
  }
}

/** The answers of the questions asked (what is submitted), and their total score. */
export function scored(
  config: Questionnaire,
  answers: Answers,
  asked: ReadonlySet<string>,
): { answers: Record<string, Answer>; score: number } {
  const kept: Record<string, Answer> = {}
  let score = 0
  for (const { question } of questionsOf(config)) {
    const value = answers[question.id]
    if (!asked.has(question.id) || question.kind === 'section' || !isAnswered(question, value) || value === undefined) continue
    kept[question.id] = value
    score += scoreOf(question, value)
  }
  return { answers: kept, score }
}

export type Band = Questionnaire['bands'][number]

export type Alert = NonNullable<QuestionnaireQuestion['alert']>

/** The alerts the answers raise, in question order: a question asked and answered with one of its alert's values. */
export function alertsOf(config: Questionnaire, answers: Answers, asked: ReadonlySet<string>): Alert[] {
  return questionsOf(config).flatMap(({ question }) => {
    const alert = question.alert
    const value = answers[question.id]
    if (!alert || !asked.has(question.id) || value === undefined) return []
    const chosen: readonly string[] = Array.isArray(value)
      ? (value as readonly string[])
      : typeof value === 'object'
        ? Object.values(value as Readonly<Record<string, string>>)
        : [String(value)]
    return chosen.some((v) => alert.answers.includes(v)) ? [alert] : []
  })
}

export function bandOf(config: Questionnaire, score: number): Band | undefined {
  return config.bands.find((b) => score >= b.min && score <= b.max)
}

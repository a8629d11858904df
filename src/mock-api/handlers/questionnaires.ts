import { renderTemplate } from '../../shared-logic/expression/evaluate'
import '../../shared-logic/expression/jsep-parser' // Parses at once, outside a screen's load: the parser comes with this code (parse.ts).
import type { Questionnaire } from '../../generated/screen'
// The node's own rules and scoring, so the server's score is the one the screen showed (it is pure: no React).
import { askedQuestions, bandOf, problemOf, scored, type Answers } from '../../shared-logic/questionnaire'
import { errors } from '../errors'
import { iconArt } from '../seed/art'
import { formatDateTime } from '../seed/codes'
import { QUESTIONNAIRES, type MockQuestionnaireAnswer } from '../seed/questionnaires'
import { arg, text, type CallContext, defineHandlers } from './context'
import { caller } from './session'

// Rules are evaluated by the engine's interpreter with no functions: a questionnaire cannot run code here either.
const env = { functions: { get: () => undefined }, warn: () => undefined }
const holds = (rule: string, answers: Answers) => !!renderTemplate(rule, { answers }, env)

function questionnaireOf(context: CallContext): Questionnaire {
  const found = QUESTIONNAIRES.get(text(context, 'questionnaireId'))
  if (!found) throw errors.notFound('问卷')
  return found
}

const resultOf = ({ answers: _answers, ...result }: MockQuestionnaireAnswer) => result

/** Checks answers against the questionnaire's rules (each question asked answered, none other) and scores them. */
export function scoreAnswers(questionnaire: Questionnaire, given: Answers) {
  const asked = askedQuestions(questionnaire, given, holds)
  for (const id of Object.keys(given)) if (!asked.has(id)) throw errors.badPayload(`answers.${id} 不是本问卷需要回答的题目`)
  for (const page of questionnaire.pages)
    for (const question of page.questions) {
      if (asked.has(question.id) && problemOf(question, given[question.id]))
        throw errors.badPayload(`「${question.title}」未作答或答案不符合要求`)
    }
  const { answers, score } = scored(questionnaire, given, asked)
  return { answers, score, band: bandOf(questionnaire, score) }
}

function submit(context: CallContext): ReturnType<typeof resultOf> {
  const questionnaire = questionnaireOf(context)
  const { answers, score, band } = scoreAnswers(questionnaire, (arg(context, 'answers') ?? {}) as Answers)
  const who = context.identity ? caller(context) : undefined
  const answer: MockQuestionnaireAnswer = {
    answerId: `QA${String(202400000 + context.store.state.serial + 1)}`,
    questionnaireId: questionnaire.id,
    title: questionnaire.title,
    answers,
    score,
    bandTitle: band?.title ?? questionnaire.title,
    level: band?.level ?? 'success',
    advice: band?.advice ?? '',
    submittedAt: formatDateTime(context.now),
  }
  context.store.update((state) => {
    state.serial += 1
    // A visitor's self-test is scored and answered, not kept: there is nobody to keep it for.
    if (who)
      state.questionnaireAnswers = {
        ...state.questionnaireAnswers,
        [who.accountCode]: [...(state.questionnaireAnswers[who.accountCode] ?? []), answer],
      }
  })
  return resultOf(answer)
}

function answersOf(context: CallContext, questionnaireId: string): MockQuestionnaireAnswer[] {
  return (context.store.state.questionnaireAnswers[caller(context).accountCode] ?? []).filter((a) => a.questionnaireId === questionnaireId)
}

function latest(context: CallContext) {
  const questionnaire = questionnaireOf(context)
  const mine = answersOf(context, questionnaire.id)
  const last = mine.at(-1)
  return { questionnaireId: questionnaire.id, times: mine.length, result: last ? resultOf(last) : null }
}

function list(context: CallContext) {
  const category = text(context, 'category')
  return [...QUESTIONNAIRES.values()]
    .filter((q) => q.category === category)
    .map((q, i) => {
      const last = answersOf(context, q.id).at(-1)
      return {
        questionnaireId: q.id,
        title: q.title,
        intro: q.intro ?? '',
        questionCount: q.pages.reduce((n, p) => n + p.questions.filter((x) => x.kind !== 'section').length, 0),
        minutes: q.minutes ?? 3,
        cover: iconCover(q.title, i),
        lastScore: last?.score ?? null,
        lastBand: last?.bandTitle ?? null,
      }
    })
}

const iconCover = (title: string, i: number) => iconArt(title.replace(/^[\dA-Za-z\s-]+/, '').slice(0, 2) || '问卷', i)

export const questionnaireHandlers = defineHandlers({
  'questionnaire.get': (c) => questionnaireOf(c),
  'questionnaire.submit': submit,
  'questionnaire.latest': latest,
  'questionnaire.list': list,
})

import type { Questionnaire } from '../../generated/screen'
import type { Answers } from '../../shared-logic/questionnaire'
import { questionsOf, scoreOf } from '../../shared-logic/questionnaire'
import { errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import { HEALTH_TEST_SUBJECTS, type ReportAnswer } from '../seed/health-tests'
import { QUESTIONNAIRES } from '../seed/questionnaires'
import type { MockHealthTestResult } from '../state'
import { arg, text, type CallContext, defineHandlers } from './context'
import { portraitPerson } from './portrait'
import { scoreAnswers } from './questionnaires'

// Digital health tests taken in the app (issue 32): the answers are checked and scored by the questionnaire's own
// rules, each page's title is a dimension of the report, the band is the risk level with its advice. Results are
// kept per person (the portrait's residentAccountCode), so a doctor opening a resident's report sees hers.
type Subject = (typeof HEALTH_TEST_SUBJECTS)[number]

function subjectOf(code: string): { subject: Subject; questionnaire: Questionnaire } {
  const subject = HEALTH_TEST_SUBJECTS.find((s) => s.code === code)
  const questionnaire = subject && QUESTIONNAIRES.get(subject.questionnaireId)
  if (!subject || !questionnaire) throw errors.notFound('检测项目')
  return { subject, questionnaire }
}

/** The most one question can add: its best option, or every option of a multiple choice. */
function maxOf(question: Questionnaire['pages'][number]['questions'][number]): number {
  const scores = (question.options ?? []).map((o) => o.score ?? 0)
  if (question.kind === 'multiple') return scores.reduce((a, b) => a + b, 0)
  return Math.max(0, ...scores)
}

/** Score per dimension (the page's title), in the order the test asks them. */
export function dimensionsOf(questionnaire: Questionnaire, answers: Answers): MockHealthTestResult['dimensions'] {
  const dimensions: MockHealthTestResult['dimensions'] = []
  for (const { question, page } of questionsOf(questionnaire)) {
    const name = questionnaire.pages[page].title ?? questionnaire.title
    let found = dimensions.find((d) => d.name === name)
    if (!found) dimensions.push((found = { name, score: 0, maxScore: 0 }))
    found.score += scoreOf(question, answers[question.id])
    found.maxScore += maxOf(question)
  }
  return dimensions
}

const view = ({ answers: _answers, ...result }: MockHealthTestResult) => ({
  ...result,
  name: subjectOf(result.code).subject.name,
  reportPath: subjectOf(result.code).subject.reportPath,
})

function submit(context: CallContext) {
  const { questionnaire } = subjectOf(text(context, 'code'))
  const { answers, score, band } = scoreAnswers(questionnaire, (arg(context, 'answers') ?? {}) as Answers)
  const dimensions = dimensionsOf(questionnaire, answers)
  const who = portraitPerson(context, '').residentAccountCode
  return context.store.update((state) => {
    state.serial++
    const result: MockHealthTestResult = {
      resultId: `HTR${String(100000 + state.serial)}`,
      code: text(context, 'code'),
      score,
      maxScore: dimensions.reduce((sum, d) => sum + d.maxScore, 0),
      level: band?.level ?? 'success',
      levelText: band?.title ?? questionnaire.title,
      advice: band?.advice ?? '',
      dimensions,
      answers,
      submittedAt: formatDateTime(context.now),
    }
    state.healthTestResults = { ...state.healthTestResults, [who]: [...(state.healthTestResults[who] ?? []), result] }
    return view(result)
  })
}

function resultsOf(context: CallContext, code: string, userId: string): MockHealthTestResult[] {
  subjectOf(code)
  const who = portraitPerson(context, userId).residentAccountCode
  return (context.store.state.healthTestResults[who] ?? []).filter((r) => r.code === code)
}

function latest(context: CallContext) {
  const code = text(context, 'code')
  const mine = resultsOf(context, code, text(context, 'userId').trim())
  const last = mine.at(-1)
  return { code, times: mine.length, result: last ? view(last) : null }
}

/** report.execute's widgets of the latest result: HT_TEST_SCORE (figures) and HT_TEST_DIMENSIONS (a bar chart). */
const RESULT_REPORTS = ['HT_TEST_SCORE', 'HT_TEST_DIMENSIONS']

export const isTestResultReport = (id: string) => RESULT_REPORTS.includes(id)

export function testResultReport(context: CallContext, id: string, code: string, userId: string): ReportAnswer {
  const mine = resultsOf(context, code, userId)
  const last = mine.at(-1)
  const dataSetId = `${id}_ds`
  if (id === 'HT_TEST_SCORE')
    return {
      reportId: id,
      dataSets: [
        {
          dataSetId,
          columns: [{ name: '检测得分' }, { name: '风险等级' }, { name: '检测次数' }],
          rows: last ? [{ data: [`${last.score}/${last.maxScore}`, last.levelText, mine.length] }] : [],
        },
      ],
      widget: { widgetType: 'COUNTS' },
      declareBinding: { dataSetId },
    }
  return {
    reportId: id,
    dataSets: [
      {
        dataSetId,
        columns: [{ name: '维度' }, { name: '得分' }, { name: '满分' }],
        rows: (last?.dimensions ?? []).map((d) => ({ data: [d.name, d.score, d.maxScore] })),
      },
    ],
    declareBinding: { dataSetId },
  }
}

export const healthTestResultHandlers = defineHandlers({
  'healthTest.submit': submit,
  'healthTest.latest': latest,
})

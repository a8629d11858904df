import { QUESTIONNAIRES } from '../seed/questionnaires'
import { defineHandlers, type CallContext } from './context'
import { caller } from './session'

// The caller's results of the health-assessment questionnaires (PHQ-9, GAD-7...), newest first, each linking back
// to its questionnaire so it can be taken again.
const results = (context: CallContext) => {
  const mine = context.store.state.questionnaireAnswers[caller(context).accountCode] ?? []
  const records = mine
    .filter((a) => QUESTIONNAIRES.get(a.questionnaireId)?.category === 'health-assessment')
    .map((a) => ({
      answerId: a.answerId,
      questionnaireId: a.questionnaireId,
      title: a.title,
      score: a.score,
      bandTitle: a.bandTitle,
      level: a.level,
      advice: a.advice,
      submittedAt: a.submittedAt,
      link: `/health/health-assessment/questionnaire?id=${a.questionnaireId}`,
    }))
    .reverse()
  return { records }
}

export const healthAssessmentHandlers = defineHandlers({
  'assessment.results': results,
})

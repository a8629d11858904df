// The questionnaires the embedded backend serves: the JSON files product staff write in screens/questionnaires/
// (checked by `npm run screens -- check`), read as they are. Image choices written without a picture get one drawn
// here, so no picture is hot-linked and the files stay plain text.
import type { Questionnaire } from '../../generated/screen'
import { iconArt } from './art'
import { formatDateTime } from './codes'

const files = import.meta.glob<Questionnaire>('../../../screens/questionnaires/*.json', { eager: true, import: 'default' })

function withPictures(q: Questionnaire): Questionnaire {
  const pages = q.pages.map((page) => ({
    ...page,
    questions: page.questions.map((question) =>
      question.kind === 'image' && question.options
        ? { ...question, options: question.options.map((o, i) => (o.image ? o : { ...o, image: iconArt(o.label.slice(0, 2), i + 2) })) }
        : question,
    ),
  })) as Questionnaire['pages']
  // The editor's "$schema" is a file path, not part of the questionnaire.
  const { $schema: _schema, ...rest } = q
  return { ...rest, pages }
}

export const QUESTIONNAIRES: ReadonlyMap<string, Questionnaire> = new Map(Object.values(files).map((q) => [q.id, withPictures(q)]))

/** A questionnaire result as kept for its person. */
export interface MockQuestionnaireAnswer {
  answerId: string
  questionnaireId: string
  title: string
  answers: Record<string, unknown>
  score: number
  bandTitle: string
  level: 'success' | 'warning' | 'danger'
  advice: string
  submittedAt: string
}

/**
 * The demo resident 林晓燕 screened herself with NRS-2002 three weeks ago (at risk: her mother's malnutrition
 * service asked her to), so the malnutrition result page has a result to show.
 */
export function seedQuestionnaireAnswers(residentAccountCode: string, now: Date): Record<string, MockQuestionnaireAnswer[]> {
  const nrs = QUESTIONNAIRES.get('nrs-2002')
  const band = nrs?.bands.find((b) => b.min <= 3 && b.max >= 3)
  if (!nrs || !band) return {}
  return {
    [residentAccountCode]: [
      {
        answerId: 'QA202400001',
        questionnaireId: nrs.id,
        title: nrs.title,
        answers: {
          lowBmi: 'yes',
          weightLoss: 'yes',
          lessFood: 'no',
          severeIll: 'no',
          height: 158,
          weight: 49,
          nutrition: 'moderate',
          disease: 'mild',
          age: 45,
        },
        score: 3,
        bandTitle: band.title,
        level: band.level ?? 'success',
        advice: band.advice ?? '',
        submittedAt: formatDateTime(new Date(now.getTime() - 21 * 86_400_000)),
      },
      ...gadAnswer(now),
    ],
  }
}

/** Her GAD-7 two months ago, when her mother's sleep worried her (seed/health-consultations.ts): mild anxiety, 6. */
function gadAnswer(now: Date): MockQuestionnaireAnswer[] {
  const gad = QUESTIONNAIRES.get('gad-7')
  const band = gad?.bands.find((b) => b.min <= 6 && b.max >= 6)
  if (!gad || !band) return []
  return [
    {
      answerId: 'QA202400002',
      questionnaireId: gad.id,
      title: gad.title,
      answers: {
        nervous: 'several',
        control: 'several',
        worry: 'half',
        relax: 'several',
        restless: 'none',
        irritable: 'several',
        afraid: 'none',
      },
      score: 6,
      bandTitle: band.title,
      level: band.level ?? 'success',
      advice: band.advice ?? '',
      submittedAt: formatDateTime(new Date(now.getTime() - 60 * 86_400_000)),
    },
  ]
}

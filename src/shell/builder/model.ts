// The builder's model: a thin layer over the screen config it writes. A page is an activity route's token, its
// title and who may open it, an optional banner, and one questionnaire written out as
// schemas/questionnaire.schema.json says (its questions kept as their JSON, so a property the builder does not
// edit survives a round trip). Arrays are plain here (the generated types say "at least one"): an empty list is
// the checker's to name, not the type's.
import type { Questionnaire, QuestionnaireOption, QuestionnaireQuestion } from '../../generated/screen'

export type Option = QuestionnaireOption
export type Question = Omit<QuestionnaireQuestion, 'options'> & { options?: Option[] }
export type Alert = NonNullable<QuestionnaireQuestion['alert']>
export interface Section {
  title?: string
  questions: Question[]
}
export type Band = Questionnaire['bands'][number]
export type Survey = Omit<Questionnaire, 'pages' | 'bands'> & { pages: Section[]; bands: Band[] }

/** The kinds the builder offers (a config may hold others: they are kept and shown as JSON). */
export const BUILDER_KINDS = ['single', 'multiple', 'number', 'text', 'scale', 'section'] as const
export type BuilderKind = (typeof BUILDER_KINDS)[number]

/** The banner node's background: a gradient, or a picture (an address on this site or an allowed image host). */
export interface BannerGradient {
  colors: string[]
  angle: number
}
export interface BannerPicture {
  src: string
  fit: 'cover' | 'contain'
}

export interface Banner {
  title: string
  subtitle: string
  gradient?: BannerGradient
  picture?: BannerPicture
}

/** The gradients staff pick from (theme colours the banner node knows; white text reads on each). */
export const BANNER_GRADIENTS: readonly (readonly [string, string, BannerGradient])[] = [
  ['blue', '医疗蓝', { colors: ['primary', 'navy'], angle: 135 }],
  ['teal', '清新青绿', { colors: ['teal', 'success'], angle: 135 }],
  ['warm', '暖橙', { colors: ['warning', 'danger'], angle: 135 }],
  ['purple', '典雅紫', { colors: ['purple', 'navy'], angle: 135 }],
  ['festive', '节日红', { colors: ['danger', 'warning', 'purple'], angle: 120 }],
]

export const newBanner = (title: string): Banner => ({ title, subtitle: '', gradient: BANNER_GRADIENTS[0][2] })

export interface BuilderPage {
  /** The page's address is /activity/page/{token}. */
  token: string
  title: string
  auth: 'none' | 'login'
  banner: Banner | null
  survey: Survey
}

/** A token as the service accepts one (letters, digits, - and _), and the questionnaire id made from it. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const surveyId = (token: string) =>
  token
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+/, '') || 'survey'

/** What a new page starts with: one question and one band, so the preview shows something at once. */
export function blankPage(token = 'my-survey'): BuilderPage {
  return {
    token,
    title: '健康小调查',
    auth: 'none',
    banner: null,
    survey: {
      id: surveyId(token),
      title: '健康小调查',
      intro: '共几道题，大约 1 分钟。',
      pages: [
        {
          title: '第一部分',
          questions: [
            {
              id: 'q1',
              kind: 'single',
              title: '第一题',
              required: true,
              options: [
                { value: 'a', label: '选项一', score: 0 },
                { value: 'b', label: '选项二', score: 1 },
              ],
            },
          ],
        },
      ],
      bands: [{ min: 0, max: 10, title: '结果', advice: '这里写得分在这个范围时的建议。', level: 'success' }],
    },
  }
}

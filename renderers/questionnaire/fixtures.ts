// A small questionnaire with every kind of question and both rules, for the tests and the stories.
import type { Questionnaire } from '../../src/generated/screen'

export const sleepCheck: Questionnaire = {
  id: 'sleep-check',
  title: '睡眠质量自评',
  intro: '共两页，约 2 分钟。',
  pages: [
    {
      title: '近一个月的睡眠',
      questions: [
        {
          id: 'insomnia',
          kind: 'single',
          title: '近一个月是否经常入睡困难？',
          required: true,
          requiredMessage: '请选择是否入睡困难',
          options: [
            { value: 'no', label: '没有', score: 0 },
            { value: 'sometimes', label: '偶尔', score: 1 },
            { value: 'often', label: '经常', score: 2 },
          ],
          skip: [{ when: "{{ answers.insomnia == 'no' }}", to: 'mood' }],
        },
        {
          id: 'causes',
          kind: 'multiple',
          title: '可能的原因（最多选两项）',
          max: 2,
          options: [
            { value: 'stress', label: '工作压力', score: 1 },
            { value: 'pain', label: '身体疼痛', score: 1 },
            { value: 'noise', label: '环境噪音', score: 1 },
          ],
        },
        {
          id: 'hours',
          kind: 'number',
          title: '平均每晚睡眠时长',
          unit: '小时',
          min: 0,
          max: 24,
          ranges: [
            { max: 6, score: 2 },
            { min: 6, score: 0 },
          ],
        },
      ],
    },
    {
      questions: [
        { id: 'intro2', kind: 'section', title: '情绪与精力', description: '以下问题关于白天的状态。' },
        { id: 'mood', kind: 'scale', title: '白天的精神状态打几分？', min: 1, max: 5, minLabel: '很差', maxLabel: '很好', required: true },
        {
          id: 'pills',
          kind: 'single',
          title: '是否服用助眠药物？',
          options: [
            { value: 'yes', label: '是', score: 2 },
            { value: 'no', label: '否' },
          ],
        },
        { id: 'pillName', kind: 'text', title: '药物名称', visible: "{{ answers.pills == 'yes' }}", required: true },
      ],
    },
  ],
  bands: [
    { min: 0, max: 2, title: '睡眠良好', advice: '保持规律作息。', level: 'success' },
    { min: 3, max: 9, title: '睡眠欠佳', advice: '建议咨询家庭医生。', level: 'warning' },
  ],
}

/** One question a page, the second raising an alert whatever the total. */
export const oneByOne: Questionnaire = {
  id: 'chest-check',
  title: '胸闷自查',
  pages: [
    {
      questions: [
        {
          id: 'short',
          kind: 'single',
          title: '最近是否经常气短？',
          required: true,
          options: [
            { value: 'no', label: '否', score: 0 },
            { value: 'yes', label: '是', score: 1 },
          ],
        },
      ],
    },
    {
      questions: [
        {
          id: 'pain',
          kind: 'single',
          title: '现在是否胸痛？',
          required: true,
          options: [
            { value: 'no', label: '否', score: 0 },
            { value: 'yes', label: '是', score: 1 },
          ],
          alert: {
            answers: ['yes'],
            title: '请立即就医',
            text: '胸痛持续不缓解时，请立即拨打急救电话。',
            phones: [{ label: '急救电话', number: '120' }],
          },
        },
      ],
    },
  ],
  bands: [
    { min: 0, max: 1, title: '风险较低' },
    { min: 2, max: 2, title: '请就医', level: 'danger' },
  ],
}

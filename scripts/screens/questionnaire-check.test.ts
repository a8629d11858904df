import { describe, expect, it } from 'vitest'
import { checkScreenSource } from './check.ts'

const file = 'screens/questionnaires/broken.json'
const check = (doc: object) =>
  checkScreenSource(file, JSON.stringify({ $schema: '../../schemas/questionnaire.schema.json', ...doc }), 'en').problems.map(
    (p) => `${p.path}: ${p.message}`,
  )

const yesNo = [
  { value: 'yes', label: '是', score: 1 },
  { value: 'no', label: '否' },
]

describe('questionnaire check', () => {
  it('passes a sound questionnaire', () => {
    expect(
      check({
        id: 'ok',
        title: '自测',
        pages: [{ questions: [{ id: 'a', kind: 'single', title: '题一', options: yesNo }] }],
        bands: [
          { min: 0, max: 0, title: '低' },
          { min: 1, max: 1, title: '高' },
        ],
      }),
    ).toEqual([])
  })

  it("names an alert answer that is not one of the question's options", () => {
    const alert = { answers: ['yes', 'yse'], title: '请就医', text: '请尽快就医。' }
    expect(
      check({
        id: 'alerting',
        title: '自测',
        pages: [{ questions: [{ id: 'a', kind: 'single', title: '题一', options: yesNo, alert }] }],
        bands: [{ min: 0, max: 1, title: '低' }],
      }),
    ).toEqual([
      '/pages/0/questions/0/alert/answers/1: alert answer "yse" is not one of this question\'s option values (known: yes, no). Use the value of one of its options',
    ])
  })

  it('names duplicated ids, unknown or later questions in rules and skips, missing options, and band gaps and overlaps', () => {
    const problems = check({
      id: 'broken',
      title: '自测',
      pages: [
        {
          questions: [
            { id: 'a', kind: 'single', title: '题一', options: yesNo, skip: [{ when: "{{ answers.a == 'no' }}", to: 'zz' }] },
            { id: 'b', kind: 'single', title: '题二', options: yesNo, visible: "{{ answers.aa == 'yes' || answers.c == 'yes' }}" },
            { id: 'a', kind: 'multiple', title: '题三' },
            { id: 'c', kind: 'single', title: '题四', options: yesNo },
          ],
        },
      ],
      bands: [
        { min: 0, max: 1, title: '低' },
        { min: 1, max: 2, title: '中' },
        { min: 5, max: 9, title: '高' },
      ],
    })
    expect(problems).toEqual([
      '/pages/0/questions/0/skip/0/to: skips to unknown question "zz" (or "end"). Use the id of a later question or "end"',
      '/pages/0/questions/1/visible: rule names unknown question "aa". Use the id of a question',
      '/pages/0/questions/1/visible: rule reads "c", which is not asked before this question. Read only earlier answers',
      '/pages/0/questions/2: a multiple question needs "options". Add its options',
      '/pages/0/questions/2/id: question id "a" is used twice (first at /pages/0/questions/0). Give it another id',
      '/bands/1/min: band "中" overlaps "低": 1 is not above 1. Start it at 2',
      '/bands/2/min: scores 3 to 4 fall in no band (between "中" and "高"). Start "高" at 3',
    ])
  })

  it('checks a questionnaire written inside a questionnaire node too', () => {
    const screen = {
      $schema: '../../schemas/screen.schema.json',
      id: 'q/inline',
      routes: [{ path: '/q/inline', auth: 'none' }],
      body: [
        {
          type: 'questionnaire',
          id: 'q',
          submit: [],
          questionnaire: {
            id: 'x',
            title: 'x',
            pages: [{ questions: [{ id: 'a', kind: 'text', title: 't', visible: '{{ answers.b }}' }] }],
            bands: [{ min: 0, max: 0, title: '完成' }],
          },
        },
      ],
    }
    const problems = checkScreenSource('screens/q/inline.json', JSON.stringify(screen), 'en').problems.map((p) => `${p.path}: ${p.message}`)
    expect(problems).toEqual([
      '/body/0/questionnaire/pages/0/questions/0/visible: rule names unknown question "b". Use the id of a question',
    ])
  })
})

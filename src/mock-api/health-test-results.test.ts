// Digital health tests taken in the app (issue 32): the backend checks the answers by the test's questionnaire,
// scores them per dimension, picks the risk band, keeps the result as the person's latest, and the report's
// widgets (report.execute) and a doctor looking after her read the same result.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RESIDENT, loginAs, mockServer, resetMockBackend } from './node'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

/** A 林晓燕 with high readings, salty food and no exercise: 高风险 in the hypertension test. */
const RISKY = {
  age: '45to54',
  bmi: 'over',
  waist: 'yes',
  sbp: '140to159',
  dbp: '90to99',
  measure: 'rarely',
  family: 'one',
  diseases: ['lipids'],
  salt: 'salty',
  pickles: 'weekly',
  vegetables: 'some',
  alcohol: 'never',
  smoke: 'never',
  exercise: 'none',
  sleep: 'poor',
  stress: 'medium',
}

interface Result {
  score: number
  maxScore: number
  level: string
  levelText: string
  dimensions: Array<{ name: string; score: number; maxScore: number }>
  reportPath: string
}

describe('digital health test results', () => {
  it('scores a taken test per dimension, with its band as the risk level, and keeps it as the latest', async () => {
    const token = loginAs('resident')
    expect(await dataOf('healthTest.latest', { code: 'hypertension' }, token)).toEqual({ code: 'hypertension', times: 0, result: null })
    const subject = await dataOf<{ questionCount: number }>('healthTest.subject', { code: 'hypertension' }, token)
    expect(subject.questionCount).toBe(Object.keys(RISKY).length)

    const result = await dataOf<Result>('healthTest.submit', { code: 'hypertension', answers: RISKY }, token)
    expect(result).toMatchObject({ score: 28, maxScore: 49, level: 'danger', levelText: '高血压高风险' })
    expect(result.reportPath).toBe('/health/digital-health-test/hypertension/report')
    expect(result.dimensions).toEqual([
      { name: '基本情况', score: 6, maxScore: 9 },
      { name: '血压', score: 8, maxScore: 10 },
      { name: '家族病史', score: 4, maxScore: 10 },
      { name: '饮食', score: 5, maxScore: 11 },
      { name: '生活方式', score: 5, maxScore: 9 },
    ])
    const latest = await dataOf<{ times: number; result: Result }>('healthTest.latest', { code: 'hypertension' }, token)
    expect(latest).toMatchObject({ times: 1, result: { score: 28 } })

    const figures = await dataOf<{ dataSets: Array<{ rows: Array<{ data: unknown[] }> }> }>(
      'report.execute',
      { id: 'HT_TEST_SCORE', parameterList: [{ key: 'code', value: ['hypertension'] }] },
      token,
    )
    expect(figures.dataSets[0].rows[0].data).toEqual(['28/49', '高血压高风险', 1])
    // Her family doctor opens her report: the same result.
    const doctor = loginAs('doctor')
    const seen = await dataOf<{ result: Result }>('healthTest.latest', { code: 'hypertension', userId: DEMO_RESIDENT.accountCode }, doctor)
    expect(seen.result.levelText).toBe('高血压高风险')
  })

  it('refuses a test with a question left unanswered or an answer it did not ask, naming it', async () => {
    const token = loginAs('resident')
    const { salt: _salt, ...missing } = RISKY
    const { body } = await sendCall('healthTest.submit', { code: 'hypertension', answers: missing }, { token })
    expect(body.msg).toContain('「您平时的口味」未作答')
    const other = await sendCall('healthTest.submit', { code: 'general', answers: RISKY }, { token })
    expect(other.body.msg).toContain('不是本问卷需要回答的题目')
    const unknown = await sendCall('healthTest.submit', { code: 'nope', answers: RISKY }, { token })
    expect(unknown.body.msg).toBe('检测项目不存在')
  })
})

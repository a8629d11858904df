// The questionnaire calls against the embedded backend: served as written, scored on the server, kept per person.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

async function data<T>(name: string, args: unknown, token?: string): Promise<T> {
  const { body } = await sendCall(name, args, { token, doctorPage: false })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

interface Served {
  pages: { questions: { kind: string; options?: { image?: string }[] }[] }[]
}

describe('questionnaires', () => {
  it('serves a questionnaire by id, with pictures drawn for its image choices', async () => {
    const served = await data<Served>('questionnaire.get', { questionnaireId: 'health-literacy' })
    const image = served.pages[0].questions.find((q) => q.kind === 'image')
    expect(image?.options?.every((o) => o.image?.startsWith('data:image/svg+xml'))).toBe(true)
    const missing = await sendCall('questionnaire.get', { questionnaireId: 'nope' })
    expect(missing.body.code).toBe('125000404')
  })

  it('scores a submission itself, refuses a missed required answer, and keeps it for the person', async () => {
    const token = loginAs('resident')
    const answers = {
      lowBmi: 'yes',
      weightLoss: 'no',
      lessFood: 'no',
      severeIll: 'no',
      height: 160,
      weight: 50,
      nutrition: 'severe',
      disease: 'moderate',
      age: 72,
    }
    expect(await data('questionnaire.submit', { questionnaireId: 'nrs-2002', answers }, token)).toMatchObject({
      score: 6,
      bandTitle: '存在营养风险',
      level: 'danger',
    })
    // 林晓燕 had screened herself once before (the seed).
    expect(await data('questionnaire.latest', { questionnaireId: 'nrs-2002' }, token)).toMatchObject({ times: 2, result: { score: 6 } })
    const missed = await sendCall('questionnaire.submit', { questionnaireId: 'nrs-2002', answers: { lowBmi: 'yes' } }, { token })
    expect(missed.body.code).toBe('125000400')
  })

  it('skips what a rule skips: four screening answers of no end the screening at 0, for a visitor too', async () => {
    const answers = { lowBmi: 'no', weightLoss: 'no', lessFood: 'no', severeIll: 'no' }
    expect(await data('questionnaire.submit', { questionnaireId: 'nrs-2002', answers })).toMatchObject({
      score: 0,
      bandTitle: '暂无营养风险',
    })
  })

  it("lists a category's questionnaires with the caller's latest score", async () => {
    const token = loginAs('doctor')
    await data(
      'questionnaire.submit',
      { questionnaireId: 'htn-knowledge', answers: { q1: 'a', q2: 'b', q3: 'a', q4: 'a', q5: 'a' } },
      token,
    )
    const list = await data<{ questionnaireId: string; lastScore: number | null; lastBand: string | null }[]>(
      'questionnaire.list',
      { category: 'doctor-self-test' },
      token,
    )
    expect(list.map((q) => q.questionnaireId).sort()).toEqual(['dm-knowledge', 'htn-knowledge'])
    expect(list.find((q) => q.questionnaireId === 'htn-knowledge')).toMatchObject({ lastScore: 80, lastBand: '优秀' })
  })
})

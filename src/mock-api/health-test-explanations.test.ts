import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Explanation {
  code: string
  subjectName: string
  status: string
  doctorName: string
  reply: string | null
  question: string
}
interface Portrait {
  indicators: Array<{ code: string; value: string }>
}

async function data<T>(name: string, args: unknown, token: string): Promise<T> {
  const { body } = await sendCall(name, args, { token, doctorPage: false })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

describe('report explanations', () => {
  it("answers 林晓燕's, her doctor's reply quoting the blood pressure her portrait shows", async () => {
    const token = loginAs('resident')
    const list = await data<Explanation[]>('healthTest.explanations', undefined, token)
    expect(list.map((e) => `${e.subjectName} ${e.status} ${e.doctorName}`)).toEqual([
      '综合健康检测 WAITING 陈立新',
      '高血压风险检测 ANSWERED 陈立新',
    ])
    const portrait = await data<Portrait>('portrait.indicators', {}, token)
    const bp = portrait.indicators.find((i) => i.code === 'BLOOD_PRESSURE')
    expect(list[1].reply).toContain(`${bp?.value} mmHg`)
    expect(await data<Explanation>('healthTest.explanation', { code: '' }, token)).toEqual(list[0])
  })

  it('keeps a new request at the top, waiting for the doctor', async () => {
    const token = loginAs('resident')
    const added = await data<Explanation>(
      'healthTest.addExplanation',
      { subjectCode: 'chroniciseases-obesity-test', question: 'BMI 偏高需要怎么减重？' },
      token,
    )
    expect(added).toMatchObject({ subjectName: '慢病肥胖检测', status: 'WAITING', reply: null, question: 'BMI 偏高需要怎么减重？' })
    const list = await data<Explanation[]>('healthTest.explanations', undefined, token)
    expect(list[0]).toEqual(added)
    expect(await data<Explanation>('healthTest.explanation', { code: added.code }, token)).toEqual(added)
  })

  it('refuses a request without a question (the form says why)', async () => {
    const { body } = await sendCall(
      'healthTest.addExplanation',
      { subjectCode: 'general' },
      { token: loginAs('resident'), doctorPage: false },
    )
    expect(body.code).not.toBe('000000')
  })
})

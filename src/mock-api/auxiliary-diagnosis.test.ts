import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Answer {
  suggestions: Array<{ disease: string; match: number; basis: string }>
  notice: string
}

async function diagnose(symptoms: string, findings = ''): Promise<Answer> {
  const { body } = await sendCall('reeducation.auxiliaryDiagnosis', { symptoms, findings }, { token: loginAs('doctor') })
  expect(body.code).toBe('000000')
  return body.data as Answer
}

describe('auxiliary diagnosis', () => {
  it('puts the diagnosis the symptoms and findings point to first, with what matched', async () => {
    const answer = await diagnose('发热三天，咳嗽咳黄痰，右侧胸痛', '右下肺湿啰音，白细胞升高，胸片见右下肺浸润影')
    expect(answer.suggestions[0]).toMatchObject({ disease: '社区获得性肺炎' })
    expect(answer.suggestions[0].basis).toContain('湿啰音')
    expect(answer.suggestions.length).toBeLessThanOrEqual(5)
    expect(answer.notice).toContain('仅供学习参考')
  })

  it('tells hyperthyroidism from hypertension by the findings', async () => {
    const answer = await diagnose('心悸、怕热多汗、手抖、消瘦两个月', '甲状腺肿大，心动过速，TSH降低')
    expect(answer.suggestions[0].disease).toBe('甲状腺功能亢进症')
  })

  it('answers no suggestion for words the table does not know', async () => {
    expect((await diagnose('左足第一跖趾关节红肿')).suggestions).toEqual([])
  })
})

// Feedback as the backend keeps it: new feedback waits for a reply (待回复) first in the sender's list, the seed's
// older feedback carries its replies, nobody reads another person's; medicine-use feedback names a studied drug
// and a day not in the future.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, mockServer, resetMockBackend } from './node'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Item {
  feedbackCode: string
  status: string
  typeName: string
}

describe('feedback', () => {
  it('lists new feedback first as 待回复, after the replied older ones of the seed', async () => {
    const token = loginAs('resident')
    const sent = { type: 'BUG', content: '体检报告页面在小屏手机上数字被截断了。', pictures: [], contact: '15858201234' }
    const { feedbackCode } = await dataOf<{ feedbackCode: string }>('feedback.submit', sent, token)
    const list = await dataOf<{ records: Item[] }>('feedback.list', { current: 1, size: 10 }, token)
    expect(list.records.map((f) => [f.feedbackCode, f.status])).toEqual([
      [feedbackCode, '待回复'],
      ['FB000002', '已回复'],
      ['FB000001', '已回复'],
    ])
    const detail = await dataOf<{ replies: unknown[]; typeName: string }>('feedback.detail', { feedbackCode }, token)
    expect(detail).toMatchObject({ replies: [], typeName: '功能异常' })
    const older = await dataOf<{ replies: Array<{ replier: string }> }>('feedback.detail', { feedbackCode: 'FB000002' }, token)
    expect(older.replies.map((r) => r.replier)).toEqual(['大专家客服', '大专家客服'])
  })

  it("keeps each person's feedback to themselves and refuses text too short", async () => {
    const doctor = loginAs('doctor')
    const { body } = await sendCall('feedback.detail', { feedbackCode: 'FB000002' }, { token: doctor })
    expect(body).toMatchObject({ code: '125000404', msg: '反馈不存在' })
    const short = await sendCall('feedback.submit', { type: 'OTHER', content: '太慢' }, { token: doctor })
    expect(short.body.code).toBe('125000400')
  })

  it('takes medicine-use feedback on a studied drug, not dated in the future', async () => {
    const token = loginAs('resident')
    const args = {
      generalNameCode: 'AMLODIPINE',
      reactions: ['水肿', '头痛'],
      onsetDate: '2026-01-05',
      severity: '中度',
      description: '脚踝肿',
    }
    await dataOf('medicineFeedback.submit', args, token)
    const list = await dataOf<{ records: Array<{ drugName: string; reactions: string; status: string }> }>(
      'medicineFeedback.list',
      { current: 1, size: 10 },
      token,
    )
    expect(list.records.map((f) => [f.drugName, f.reactions, f.status])).toEqual([
      ['苯磺酸氨氯地平片', '水肿、头痛', '待回复'],
      ['阿托伐他汀钙片', '肌肉酸痛', '医生已回复'],
    ])
    const future = await sendCall('medicineFeedback.submit', { ...args, onsetDate: '2999-01-01' }, { token })
    expect(future.body).toMatchObject({ code: '125000400', msg: '参数校验失败：发生时间不能晚于今天' })
    const unknown = await sendCall('medicineFeedback.submit', { ...args, generalNameCode: 'ASPIRIN' }, { token })
    expect(unknown.body).toMatchObject({ msg: '药品不存在' })
  })
})

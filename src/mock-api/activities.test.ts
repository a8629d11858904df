// Issue 32's activities: the summer practice keeps one sign-up per person and refuses a second; the national
// day's tasks are credited once a day each, and only when the backend sees them done.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, mockServer, resetMockBackend } from './node'
import { dataOf, sendCall } from './testing'
import { ALREADY_SIGNED_UP } from './handlers/summer-practice'
import { ALREADY_CLAIMED, TASK_NOT_DONE } from './handlers/national-day'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

async function failure(call: string, args: unknown, token: string): Promise<string | undefined> {
  const { body } = await sendCall(call, args, { token })
  expect(body.code).not.toBe('000000')
  return body.msg
}

const SIGN_UP = {
  name: '林晓燕',
  phone: '13857101234',
  school: '浙江中医药大学',
  major: '临床医学',
  grade: '大三',
  community: '翠苑街道社区卫生服务中心',
  period: '7月下旬',
}

describe('summer practice sign-up', () => {
  it('keeps what was sent as 已报名 and refuses a second sign-up', async () => {
    const token = loginAs('resident')
    expect(await dataOf('summerPractice.mine', {}, token)).toEqual({ signedUp: false, signUp: null })
    const signed = await dataOf<{ statusText: string; school: string }>('summerPractice.signUp', SIGN_UP, token)
    expect(signed).toMatchObject({ statusText: '已报名', school: '浙江中医药大学' })
    expect(await dataOf('summerPractice.mine', {}, token)).toMatchObject({ signedUp: true, signUp: { period: '7月下旬', grade: '大三' } })
    expect(await failure('summerPractice.signUp', { ...SIGN_UP, period: '8月上旬' }, token)).toBe(ALREADY_SIGNED_UP)
    expect(await dataOf('summerPractice.mine', {}, token)).toMatchObject({ signUp: { period: '7月下旬' } })
  })

  it('refuses a sign-up whose phone is not a mainland mobile number, naming the field', async () => {
    expect(await failure('summerPractice.signUp', { ...SIGN_UP, phone: '12345' }, loginAs('resident'))).toContain('phone')
  })
})

interface Tasks {
  earnedToday: number
  balance: number
  tasks: Array<{ taskCode: string; status: string; points: number }>
}
const statusOf = (t: Tasks, code: string) => t.tasks.find((x) => x.taskCode === code)?.status

describe('national day tasks', () => {
  it('credits 签到 once a day', async () => {
    const token = loginAs('resident')
    const before = await dataOf<Tasks>('nationalDay.tasks', {}, token)
    expect(statusOf(before, 'signIn')).toBe('ready')
    const claimed = await dataOf<{ points: number; balance: number }>('nationalDay.claim', { taskCode: 'signIn' }, token)
    expect(claimed).toEqual({ taskCode: 'signIn', points: 10, balance: before.balance + 10 })
    expect(await failure('nationalDay.claim', { taskCode: 'signIn' }, token)).toBe(ALREADY_CLAIMED)
    const after = await dataOf<Tasks>('nationalDay.tasks', {}, token)
    expect(after).toMatchObject({ earnedToday: 10, balance: before.balance + 10 })
    expect(statusOf(after, 'signIn')).toBe('done')
    const bill = await dataOf<{ records: Array<{ billInfoList: Array<{ frontBillType: string; dealAmount: number }> }> }>(
      'points.bills',
      { current: 1, size: 10 },
      token,
    )
    expect(bill.records[0].billInfoList[0]).toMatchObject({ frontBillType: '国庆健康季·每日签到', dealAmount: 10 })
  })

  it('credits a task done elsewhere only once the backend sees it done', async () => {
    const token = loginAs('resident')
    expect(statusOf(await dataOf<Tasks>('nationalDay.tasks', {}, token), 'comment')).toBe('todo')
    expect(await failure('nationalDay.claim', { taskCode: 'comment' }, token)).toBe(TASK_NOT_DONE)
    await dataOf('content.comment', { contentType: 'news', contentId: '1', content: '讲得很清楚，谢谢医生' }, token)
    expect(statusOf(await dataOf<Tasks>('nationalDay.tasks', {}, token), 'comment')).toBe('ready')
    expect(await dataOf('nationalDay.claim', { taskCode: 'comment' }, token)).toMatchObject({ points: 5 })
    expect(await failure('nationalDay.claim', { taskCode: 'comment' }, token)).toBe(ALREADY_CLAIMED)
  })
})

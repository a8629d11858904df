// The exam centre's calls over the same papers and attempts as /special/exam: states, rules, attempts, records
// and certificates, as the demo doctor 陈立新 (seed/exams.ts: a passed, a failed and an open attempt).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginAs, mockServer, resetMockBackend } from './node'
import { SEED_EXAM_RECORD_ID, SEED_FAILED_RECORD_ID, SEED_OPEN_RECORD_ID } from './seed/exams'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Card {
  paperId: string
  state: string
  stateLabel: string
  certificateRecordId: string | null
  openRecordId: string | null
  attemptsLeft: number
  bestScore: number | null
}

describe('the exam centre', () => {
  it('shows the attempt in progress as started minutes ago, however long ago the world was seeded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      resetMockBackend()
      // An hour later (the browser tests' logged-in world is made once per run): the attempt is still in progress.
      vi.setSystemTime(Date.now() + 60 * 60_000)
      const ongoing = await dataOf<{ records: Card[] }>('examCentre.list', { state: 'ongoing' }, loginAs('doctor'))
      expect(ongoing.records.map((c) => c.paperId)).toEqual(['EX2025004'])
    } finally {
      vi.useRealTimers()
    }
  })

  it("sorts the seed's papers by the demo doctor's standing", async () => {
    const token = loginAs('doctor')
    const all = await dataOf<{ records: Card[]; summary: Record<string, number> }>('examCentre.list', {}, token)
    const byId = Object.fromEntries(all.records.map((c) => [c.paperId, c]))
    expect(byId.EX2025001).toMatchObject({ state: 'todo', stateLabel: '未参加', bestScore: null, attemptsLeft: 3 })
    expect(byId.EX2025002).toMatchObject({
      state: 'finished',
      stateLabel: '已通过',
      bestScore: 40,
      certificateRecordId: SEED_EXAM_RECORD_ID,
    })
    expect(byId.EX2025004).toMatchObject({ state: 'ongoing', stateLabel: '进行中', openRecordId: SEED_OPEN_RECORD_ID })
    expect(byId.EX2024012).toMatchObject({ state: 'finished', stateLabel: '已截止', bestScore: 10, certificateRecordId: null })
    expect(all.summary).toEqual({ todoCount: 2, ongoingCount: 1, passedCount: 1, creditEarned: 1 })
    const ongoing = await dataOf<{ records: Card[] }>('examCentre.list', { state: 'ongoing' }, token)
    expect(ongoing.records.map((c) => c.paperId)).toEqual(['EX2025004'])
  })

  it('continues the open attempt from the detail, and a passed attempt shows in the records with its certificate', async () => {
    const token = loginAs('doctor')
    const open = await dataOf<{ startText: string; canStart: boolean; rules: string[] }>(
      'examCentre.detail',
      { paperId: 'EX2025004' },
      token,
    )
    expect(open).toMatchObject({ startText: '继续考试', canStart: true })
    expect(open.rules[1]).toContain('限时30分钟')
    const resumed = await dataOf<{ recordId: string }>('exam.start', { paperId: 'EX2025004' }, token)
    expect(resumed.recordId).toBe(SEED_OPEN_RECORD_ID)

    const attempt = await dataOf<{ recordId: string }>('exam.start', { paperId: 'EX2025003' }, token)
    expect([SEED_EXAM_RECORD_ID, SEED_FAILED_RECORD_ID, SEED_OPEN_RECORD_ID]).not.toContain(attempt.recordId)
    await dataOf(
      'exam.submit',
      { recordId: attempt.recordId, answers: { '1': 'B', '2': 'B', '3': 'B', '4': ['A', 'B', 'C'], '5': 'C' } },
      token,
    )
    const records = await dataOf<{ total: number; records: Array<{ recordId: string; score: number; passed: boolean }> }>(
      'examCentre.records',
      { current: 1, size: 10 },
      token,
    )
    expect(records.total).toBe(3)
    expect(records.records[0]).toMatchObject({ recordId: attempt.recordId, score: 50, passed: true })
    const certificate = await dataOf<{ holder: string; examTitle: string; credit: number; imageUrl: string }>(
      'examCentre.certificate',
      { recordId: attempt.recordId },
      token,
    )
    expect(certificate).toMatchObject({ holder: '陈立新', examTitle: '2 型糖尿病基层规范化管理考核', credit: 1 })
    expect(certificate.imageUrl).toMatch(/^data:image\/svg\+xml/)
    const passed = await dataOf<{ state: string; canStart: boolean; blockedReason: string }>(
      'examCentre.detail',
      { paperId: 'EX2025003' },
      token,
    )
    expect(passed).toMatchObject({ state: 'finished', canStart: false, blockedReason: '你已通过本次考试' })
  })

  it('has no certificate for a failed attempt, and refuses a closed exam', async () => {
    const token = loginAs('doctor')
    const failed = await sendCall('examCentre.certificate', { recordId: SEED_FAILED_RECORD_ID }, { token, doctorPage: true })
    expect(failed.body).toMatchObject({ code: '125000418', msg: '该次考试未通过，没有合格证书' })
    const closed = await sendCall('exam.start', { paperId: 'EX2024012' }, { token, doctorPage: true })
    expect(closed.body).toMatchObject({ code: '125000418', msg: '考试已截止' })
    const detail = await dataOf<{ canStart: boolean; blockedReason: string }>('examCentre.detail', { paperId: 'EX2024012' }, token)
    expect(detail).toMatchObject({ canStart: false, blockedReason: '考试已截止' })
  })

  it("keeps each doctor's attempts to himself; a resident may not ask at all", async () => {
    const { body } = await sendCall(
      'examCentre.certificate',
      { recordId: SEED_EXAM_RECORD_ID },
      { token: loginAs('resident'), doctorPage: true },
    )
    expect(body).toMatchObject({ code: '125000403', msg: '拒绝访问' })
  })
})

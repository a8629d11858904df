import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { SEED_CONTENTS } from './seed/contents'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

describe('the case library and the case form', () => {
  it('keeps a case a doctor writes, lists it as his own and opens it by the §7 detail call', async () => {
    const token = loginAs('doctor')
    const { caseId } = await dataOf<{ caseId: string }>(
      'cases.save',
      {
        title: '白大衣高血压一例',
        patientGender: '2',
        patientAge: 47,
        chiefComplaint: '体检发现血压升高',
        presentIllness: '无不适',
        diagnosis: '白大衣高血压',
        treatment: '家庭血压监测',
        images: ['data:image/png;base64,AAAA'],
      },
      token,
    )
    const mine = await dataOf<{ records: Array<{ caseId: string; title: string }> }>(
      'cases.list',
      { current: 1, size: 10, mine: true },
      token,
    )
    expect(mine.records).toEqual([expect.objectContaining({ caseId, title: '白大衣高血压一例' })])
    const detail = await dataOf<Record<string, unknown>>('content.caseDetails', { caseId }, token)
    expect(detail).toMatchObject({
      title: '白大衣高血压一例',
      author: DEMO_DOCTOR.name,
      diagnosis: '白大衣高血压',
      images: ['data:image/png;base64,AAAA'],
      mine: true,
    })
  })

  it('lets only the author change a case', async () => {
    const { caseId } = await dataOf<{ caseId: string }>('cases.save', { title: '一例', diagnosis: 'x', treatment: 'y' }, loginAs('doctor'))
    const { body } = await sendCall('cases.save', { caseId, title: '改' }, { token: loginAs('resident'), doctorPage: false })
    expect(body).toMatchObject({ code: '125000418', msg: '只能修改自己的病例' })
  })
})

describe('a timed exam', () => {
  it('resumes the same attempt and deadline, then scores what was handed in', async () => {
    const token = loginAs('doctor')
    const first = await dataOf<{ recordId: string; deadline: number; questions: Array<{ id: string }> }>(
      'exam.start',
      { paperId: 'EX2025001' },
      token,
    )
    const again = await dataOf<{ recordId: string; deadline: number }>('exam.start', { paperId: 'EX2025001' }, token)
    expect(again).toMatchObject({ recordId: first.recordId, deadline: first.deadline })
    expect(first.questions).toHaveLength(10)
    expect(JSON.stringify(first)).not.toContain('"answer"')
    const result = await dataOf<{
      score: number
      passed: boolean
      correctCount: number
      questions: Array<{ correct: boolean; yourAnswer: string }>
    }>('exam.submit', { recordId: first.recordId, answers: { '1': 'B', '2': 'C', '5': ['C', 'A', 'B'], '6': 'A' } }, token)
    expect(result).toMatchObject({ score: 30, passed: false, correctCount: 3 })
    expect(result.questions[4]).toMatchObject({ yourAnswer: 'ABC', correct: true })
    const next = await dataOf<{ recordId: string }>('exam.start', { paperId: 'EX2025001' }, token)
    expect(next.recordId).not.toBe(first.recordId)
  })
})

describe('user homepages', () => {
  it("lists the owner's articles, and what he publishes in the app first", async () => {
    const own = SEED_CONTENTS.filter((c) => c.author === DEMO_DOCTOR.name)
    const page = await dataOf<{ total: number; records: Array<{ title: string }> }>('homepage.contents', {
      accountCode: DEMO_DOCTOR.accountCode,
      current: 1,
      size: 50,
    })
    const seeded = (mockBackend.store.state.doctorArticles ?? []).filter(
      (a) => a.authorAccountCode === DEMO_DOCTOR.accountCode && a.status === 'PUBLISHED',
    )
    expect(page.total).toBe(own.length + seeded.length)
    mockBackend.store.update((state) => {
      state.doctorArticles = [
        {
          articleId: 'AR9001',
          contentCode: 'A9001',
          authorAccountCode: DEMO_DOCTOR.accountCode,
          title: '新发表的文章',
          coverUrl: null,
          content: '<p>正文</p>',
          status: 'PUBLISHED',
          updateTime: Date.now(),
        },
        {
          articleId: 'AR9002',
          contentCode: 'A9002',
          authorAccountCode: DEMO_DOCTOR.accountCode,
          title: '还没发表的草稿',
          coverUrl: null,
          content: '<p>草稿</p>',
          status: 'DRAFT',
          updateTime: Date.now(),
        },
      ]
    })
    const after = await dataOf<{ total: number; records: Array<{ title: string }> }>('homepage.contents', {
      accountCode: DEMO_DOCTOR.accountCode,
      current: 1,
      size: 50,
    })
    expect(after.records[0].title).toBe('新发表的文章')
    expect(after.total).toBe(own.length + 1)
  })

  it('follows and unfollows, and the fans count follows', async () => {
    const token = loginAs('resident')
    const before = await dataOf<{ fansCount: number; followed: boolean }>(
      'homepage.profile',
      { accountCode: DEMO_DOCTOR.accountCode },
      token,
    )
    expect(before.followed).toBe(true) // the demo resident follows her doctor in the seed
    const off = await dataOf<{ followed: boolean; fansCount: number }>(
      'homepage.follow',
      { accountCode: DEMO_DOCTOR.accountCode, follow: false },
      token,
    )
    expect(off).toEqual({ followed: false, fansCount: before.fansCount - 1 })
    const fans = await dataOf<{ records: Array<{ accountCode: string }> }>('homepage.fans', {
      userId: DEMO_DOCTOR.accountCode,
      current: 1,
      size: 50,
    })
    expect(fans.records.map((f) => f.accountCode)).not.toContain(DEMO_RESIDENT.accountCode)
    const { body } = await sendCall(
      'homepage.follow',
      { accountCode: DEMO_DOCTOR.accountCode, follow: true },
      { token: loginAs('doctor'), doctorPage: true },
    )
    expect(body.msg).toBe('不能关注自己')
  })
})

describe('difficult-case consultations', () => {
  it('keeps a question asked, waiting for triage, readable by its asker only', async () => {
    const token = loginAs('doctor')
    const { consultId } = await dataOf<{ consultId: string }>(
      'consult.ask',
      { title: '难治性高血压是否需要筛查醛固酮？', disease: '难治性高血压', description: '三种降压药足量联用血压仍高。', caseId: '1' },
      token,
    )
    const mine = await dataOf<{ records: Array<{ consultId: string; status: string }> }>('consult.list', { current: 1, size: 10 }, token)
    expect(mine.records[0]).toMatchObject({ consultId, status: '待分诊' })
    expect(mine.records.map((r) => r.consultId)).toContain('DC000101')
    const { body } = await sendCall('consult.detail', { consultId }, { token: loginAs('resident'), doctorPage: false })
    expect(body).toMatchObject({ code: '125000404', msg: '会诊不存在' })
  })
})

describe('study and credits', () => {
  it('grants credits for finished courses and each passed paper once', async () => {
    const token = loginAs('doctor')
    const before = await dataOf<{ totalCredit: number; records: Array<{ title: string; source: string }> }>(
      'credit.record',
      undefined,
      token,
    )
    // Three finished courses (2 + 1 + 3) and the screening paper passed in the seed (1).
    expect(before.totalCredit).toBe(7)
    expect(before.records.filter((r) => r.source === '专项考试').map((r) => r.title)).toEqual(['多癌种早筛项目培训考核'])
    const attempt = await dataOf<{ recordId: string }>('exam.start', { paperId: 'EX2025002' }, token)
    await dataOf('exam.submit', { recordId: attempt.recordId, answers: { '1': 'B', '2': 'A', '3': 'ABC', '4': 'B', '5': 'A' } }, token)
    const after = await dataOf<{ totalCredit: number }>('credit.record', undefined, token)
    expect(after.totalCredit).toBe(7)
    const learnt = await dataOf<{ records: Array<{ courseId: string; progress: number }> }>('study.learnt', { current: 1, size: 10 }, token)
    expect(learnt.records[0]).toMatchObject({ courseId: 'CS002', progress: 60 })
  })
})

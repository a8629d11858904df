import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

// The family doctor's programmes as the embedded backend plays them: the multi-cancer list and its filters,
// results, reminders, patients, popular-science pushes and records, and binding through the doctor's QR code.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Row {
  residentAccountCode: string
  residentName: string
  riskLevel: number
  residentSource: number
}
interface Page {
  total: number
  records: Row[]
}

async function data<T>(call: string, args: unknown, token: string, doctorPage = true): Promise<T> {
  const { body } = await sendCall(call, args, { token, doctorPage })
  expect([body.code, body.msg]).toEqual(['000000', '操作成功'])
  return body.data as T
}

async function failure(call: string, args: unknown, token: string, doctorPage = true): Promise<string> {
  const { body } = await sendCall(call, args, { token, doctorPage })
  expect(body.code).not.toBe('000000')
  return body.msg ?? ''
}

/** A resident a colleague manages in the multi-cancer programme. */
function colleagueResident() {
  const found = mockBackend.store.state.residents.find((r) => r.tumorDoctor && r.tumorDoctor !== DEMO_DOCTOR.accountCode)
  if (!found) throw new Error('the seed has no resident managed by a colleague')
  return found
}

describe('the multi-cancer list', () => {
  it('filters by risk level and source, and the counts add up to the list', async () => {
    const token = loginAs('doctor')
    const counts = await data<Record<string, number>>('tumor.count', undefined, token)
    const all = await data<Page>('tumor.list', { current: 1, size: 500 }, token)
    expect(all.total).toBe(counts.totalNum)
    expect(counts.lowRiskNum + counts.midRiskNum + counts.highRiskNum + counts.unFinishNum).toBe(counts.totalNum)
    const high = await data<Page>('tumor.list', { current: 1, size: 500, riskLevel: 30 }, token)
    expect(high.total).toBe(counts.highRiskNum)
    expect(high.total).toBeGreaterThan(0)
    expect(high.records.every((r) => r.riskLevel === 30)).toBe(true)
    const fromHtn = await data<Page>('tumor.list', { current: 1, size: 500, residentSource: 2 }, token)
    expect(fromHtn.records.every((r) => r.residentSource === 2)).toBe(true)
    expect(fromHtn.total).toBeLessThan(all.total)
    // Highest risk first.
    expect(all.records[0]?.riskLevel).toBe(30)
  })

  it('answers a result with scores and the questionnaire answers, and remembers a reminder', async () => {
    const token = loginAs('doctor')
    const [row] = (await data<Page>('tumor.list', { current: 1, size: 1, riskLevel: 30 }, token)).records
    const code = row.residentAccountCode
    const result = await data<{ riskLevelName: string; totalScore: number; cancerRiskList: unknown[]; lastRemindTime: string | null }>(
      'tumor.result',
      { residentAccountCode: code },
      token,
    )
    expect(result.riskLevelName).toBe('高风险')
    expect(result.cancerRiskList).toHaveLength(3)
    const [instance] = await data<Array<{ status: string; score: number; answers: unknown[] }>>(
      'tumor.questionnaireInstance',
      { residentAccountCode: code },
      token,
    )
    expect(instance).toMatchObject({ status: 'FINISHED', score: result.totalScore })
    expect(instance.answers.length).toBeGreaterThan(5)
    const sent = await data<{ remindTime: string; residentName: string }>('tumor.remind', { residentAccountCode: code }, token)
    expect(sent.residentName).toBe(row.residentName)
    expect((await data<{ lastRemindTime: string }>('tumor.result', { residentAccountCode: code }, token)).lastRemindTime).toBe(
      sent.remindTime,
    )
    const reminders = await data<{ records: Array<{ residentNames: string }> }>(
      'programme.records',
      { kind: 'remind', current: 1, size: 10 },
      token,
    )
    expect(reminders.records[0]?.residentNames).toBe(row.residentName)
  })

  it('refuses a resident the doctor does not manage', async () => {
    const token = loginAs('doctor')
    const other = colleagueResident()
    expect(await failure('tumor.result', { residentAccountCode: other.residentAccountCode }, token)).toBe('该多癌种管理居民不存在')
  })
})

describe('adding and editing a patient', () => {
  it("adds a new person, edits them, and refuses a colleague's resident", async () => {
    const token = loginAs('doctor')
    const added = await data<{ residentAccountCode: string; created: boolean }>(
      'tumor.addResident',
      { userName: '欧阳丽君', gender: '2', birthday: '1962-05-18', phoneNumber: '13906712468' },
      token,
    )
    expect(added.created).toBe(true)
    const list = await data<Page>('tumor.list', { current: 1, size: 10, name: '欧阳丽君' }, token)
    expect(list.records[0]).toMatchObject({ residentAccountCode: added.residentAccountCode, riskLevel: 40, residentSource: 0 })
    await data(
      'tumor.addResident',
      {
        residentAccountCode: added.residentAccountCode,
        userName: '欧阳丽娟',
        gender: '2',
        birthday: '1962-05-18',
        phoneNumber: '13906712468',
      },
      token,
    )
    expect(await data('tumor.patient', { residentAccountCode: added.residentAccountCode }, token)).toMatchObject({
      userName: '欧阳丽娟',
      phoneNumber: '13906712468',
    })
    const other = colleagueResident()
    expect(
      await failure(
        'tumor.addResident',
        { userName: other.residentName, gender: other.residentGender, birthday: other.birthday, phoneNumber: other.cellphone },
        token,
      ),
    ).toBe('该居民已被其他医生管理')
    expect(
      await failure('tumor.addResident', { userName: '王五', gender: '1', birthday: '1960-01-01', phoneNumber: '123' }, token),
    ).toMatch(/phoneNumber/)
  })
})

describe('popular-science pushes', () => {
  it('pushes a popular-science piece to residents and lists it first', async () => {
    const token = loginAs('doctor')
    const codes = (await data<Page>('tumor.list', { current: 1, size: 2 }, token)).records.map((r) => r.residentAccountCode)
    const pushed = await data<{ successNum: number }>(
      'programme.pushPopularScience',
      { contentId: '4', residentAccountCodes: codes },
      token,
    )
    expect(pushed.successNum).toBe(2)
    const records = await data<{ records: Array<{ title: string; residentCount: number }> }>(
      'programme.records',
      { kind: 'push', current: 1, size: 10 },
      token,
    )
    expect(records.records[0]).toMatchObject({ title: '大便习惯改变，警惕结直肠癌', residentCount: 2 })
    expect(await failure('programme.pushPopularScience', { contentId: '1', residentAccountCodes: codes }, token)).toBe('该科普文章不存在')
  })
})

describe('binding through the QR code', () => {
  it('shows the doctor, binds the resident once, and refuses an unknown code', async () => {
    const token = loginAs('resident')
    const card = await data<{ name: string; bound: boolean }>(
      'familyDoctor.relateDoctor',
      { doctorAccountCode: DEMO_DOCTOR.accountCode },
      token,
      false,
    )
    expect(card).toMatchObject({ name: '陈立新', bound: false })
    const bound = await data<{ relationCode: string; doctorName: string }>(
      'familyDoctor.relate',
      { doctorAccountCode: DEMO_DOCTOR.accountCode },
      token,
      false,
    )
    expect(bound.doctorName).toBe('陈立新')
    expect(await data('familyDoctor.relateDoctor', { doctorAccountCode: DEMO_DOCTOR.accountCode }, token, false)).toMatchObject({
      bound: true,
      relationCode: bound.relationCode,
    })
    expect(await failure('familyDoctor.relate', { doctorAccountCode: DEMO_DOCTOR.accountCode }, token, false)).toBe('您已绑定该家庭医生')
    expect(await failure('familyDoctor.relateDoctor', { doctorAccountCode: 'DOC0001' }, token, false)).toBe('该医生不存在')
    // The doctor reads the new relation; another resident's relation is not the demo resident's to read.
    const info = await data<{ resident: { name: string }; state: string }>(
      'familyDoctor.relationInfo',
      { relationCode: bound.relationCode },
      loginAs('doctor'),
    )
    expect(info).toMatchObject({ resident: { name: DEMO_RESIDENT.name }, state: 'BOUND' })
    // A relation's detail is a doctor's call: the resident is refused it (roles.test.ts has every such call).
    expect(await failure('familyDoctor.relationInfo', { relationCode: 'R001' }, token, false)).toBe('拒绝访问')
  })

  it('answers the seeded relation R001 for the demo doctor', async () => {
    const info = await data<{ doctor: { name: string }; stateName: string }>(
      'familyDoctor.relationInfo',
      { relationCode: 'R001' },
      loginAs('doctor'),
    )
    expect(info.doctor.name).toBe('陈立新')
    expect(info.stateName).toBe('已绑定')
  })
})

describe("a doctor's specialities", () => {
  it('are his department, as everywhere in the seed; a resident has none', async () => {
    const doctor = await sendCall('doctor.specList', {}, { token: loginAs('doctor') })
    expect(doctor.body.data).toEqual([{ specCode: 'SP0101', specName: '全科医学科' }])
    const resident = await sendCall('doctor.specList', {}, { token: loginAs('resident') })
    expect(resident.body.data).toEqual([])
  })
})

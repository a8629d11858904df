import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Page {
  current: number
  total: number
  records: Array<{ residentAccountCode: string; residentName: string; residentGender: number; ageUnit: string; profilePhoto?: string }>
}

async function page(call: string, args: Record<string, unknown>, token: string): Promise<Page> {
  const { body } = await sendCall(call, args, { token })
  expect(body.code).toBe('000000')
  return body.data as Page
}

describe('resident lists', () => {
  it('pages 15 at a time with current, records and total, and searches by name', async () => {
    const token = loginAs('doctor')
    const first = await page('residents.familyDoctorList', { current: 1, size: 15, name: '' }, token)
    expect(first.current).toBe(1)
    expect(first.records).toHaveLength(15)
    expect(first.total).toBeGreaterThan(150)
    const last = await page('residents.familyDoctorList', { current: Math.ceil(first.total / 15), size: 15 }, token)
    expect(last.records.length).toBe(first.total % 15 || 15)
    const surname = first.records[0].residentName.slice(0, 1)
    const found = await page('residents.familyDoctorList', { current: 1, size: 100, name: surname }, token)
    expect(found.records.every((r) => r.residentName.includes(surname))).toBe(true)
    expect((await page('residents.familyDoctorList', { current: 1, size: 15, name: '不存在的人' }, token)).total).toBe(0)
  })

  it('answers genders 1 and 2, and a photo only where there is one', async () => {
    const token = loginAs('doctor')
    const all = await page('residents.list', { current: 1, size: 500 }, token)
    expect(new Set(all.records.map((r) => r.residentGender))).toEqual(new Set([1, 2]))
    expect(all.records.some((r) => r.profilePhoto?.startsWith('data:image/svg+xml'))).toBe(true)
    expect(all.records.some((r) => !('profilePhoto' in r))).toBe(true)
  })

  it('serves the same list under /reabs/ and /doabf/', async () => {
    const token = loginAs('doctor')
    const doctor = await sendCall('residents.hypertensionList', { current: 1, size: 15 }, { token, doctorPage: true })
    const resident = await sendCall('residents.hypertensionList', { current: 1, size: 15 }, { token, doctorPage: false })
    expect(resident.body.data).toEqual(doctor.body.data)
  })
})

describe('adding residents to the tumour programme', () => {
  it('counts residents managed by another doctor in failedNum and manages the rest', async () => {
    const token = loginAs('doctor')
    const candidates = (await page('residents.familyDoctorList', { current: 1, size: 500 }, token)).records.map(
      (r) => r.residentAccountCode,
    )
    const state = mockBackend.store.state
    const taken = candidates.filter((code) => state.residents.find((r) => r.residentAccountCode === code)?.tumorDoctor).slice(0, 3)
    const free = candidates.filter((code) => !state.residents.find((r) => r.residentAccountCode === code)?.tumorDoctor).slice(0, 5)
    expect(taken).toHaveLength(3)

    const { body } = await sendCall('residents.batchAddTumor', [...free, ...taken], { token })
    expect(body).toMatchObject({ code: '000000', data: { successNum: 5, failedNum: 3 } })

    const managed = (await page('tumor.list', { current: 1, size: 500 }, token)).records.map((r) => r.residentAccountCode)
    expect(managed).toEqual(expect.arrayContaining(free))
    for (const code of taken) expect(managed).not.toContain(code)
    const after = (await page('residents.familyDoctorList', { current: 1, size: 500 }, token)).records.map((r) => r.residentAccountCode)
    for (const code of free) expect(after).not.toContain(code)
    expect(after).toEqual(expect.arrayContaining(taken))
    expect(mockBackend.store.state.residents.find((r) => r.residentAccountCode === free[0])?.tumorDoctor).toBe(DEMO_DOCTOR.accountCode)
  })

  it('fails an unknown resident code', async () => {
    const token = loginAs('doctor')
    const { body } = await sendCall('residents.batchAddTumor', ['nobody'], { token })
    expect(body.data).toEqual({ successNum: 0, failedNum: 1 })
  })
})

describe('manual add to the hypertension programme', () => {
  it('adds the resident, who then shows in the hypertension list with age from the birthday', async () => {
    const token = loginAs('doctor')
    const form = {
      userName: '欧阳振华',
      gender: '1',
      birthday: '1958-03-12',
      phoneNumber: '13905711234',
      tag: '20',
      province: '330000',
      city: '330100',
      area: '330106',
      street: '330106004',
      committee: '330106004053',
      detailAddress: '文三路 90 号',
    }
    const { body } = await sendCall('hypertension.addResident', form, { token })
    expect(body).toMatchObject({ code: '000000', data: true })
    const found = await page('residents.hypertensionList', { current: 1, size: 15, name: '欧阳振华' }, token)
    expect(found.records).toHaveLength(1)
    expect(found.records[0]).toMatchObject({ residentGender: 1, ageUnit: '岁' })
  })

  it('refuses a name of a million characters (the request schema’s maxLength), storing nothing', async () => {
    const token = loginAs('doctor')
    const form = { userName: '林'.repeat(1_000_000), gender: '1', birthday: '1958-03-12', phoneNumber: '13905711234', tag: '20' }
    const { body } = await sendCall('hypertension.addResident', form, { token })
    expect(body.code).toBe('125000400')
    expect(body.msg).toMatch(/userName/)
    const found = await page('residents.hypertensionList', { current: 1, size: 15, name: '林林林' }, token)
    expect(found.records).toHaveLength(0)
  })
})

// Research projects as the backend enforces them: joining, enrolling a signed resident as a sample (only a doctor
// who joined, once per project), who reads which samples, and the product portrait's figures.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { SEED_SAMPLES } from './seed/research'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

const SIGNED = () => {
  const taken = new Set(SEED_SAMPLES.map((s) => s.residentName))
  const found = mockBackend.store.state.residents.find((r) => r.familyDoctor === DEMO_DOCTOR.accountCode && !taken.has(r.residentName))
  if (!found) throw new Error('no free signed resident in the seed')
  return found
}
const enrolment = (projectCode: string, residentAccountCode: string) => ({
  projectCode,
  residentAccountCode,
  generalNameCode: 'METFORMIN',
  group: '干预组',
  diagnosis: '2型糖尿病',
  note: '',
  consent: true,
})
const messageOf = async (name: string, args: unknown, token: string) => (await sendCall(name, args, { token })).body

interface Row {
  projectCode: string
  joined: boolean
  enrolled: number
}

describe('research projects', () => {
  it('refuses a sample until the doctor joins, then enrolls it once and counts it', async () => {
    const token = loginAs('doctor')
    const resident = SIGNED()
    const args = enrolment('RS2026002', resident.residentAccountCode)
    expect(await messageOf('research.enrollSample', args, token)).toMatchObject({ code: '125000418', msg: '请先加入该项目，再入组样本' })

    const before = await dataOf<{ records: Row[] }>('medbrain.research', { current: 1, size: 10, status: '招募中' }, token)
    const row = before.records.find((r) => r.projectCode === 'RS2026002')
    expect(row).toMatchObject({ joined: false })
    await dataOf('research.join', { projectCode: 'RS2026002' }, token)
    const detail = await dataOf<{ joined: boolean; canEnroll: boolean }>('research.detail', { projectCode: 'RS2026002' }, token)
    expect(detail).toMatchObject({ joined: true, canEnroll: true })

    const { sampleCode } = await dataOf<{ sampleCode: string }>('research.enrollSample', args, token)
    expect(await messageOf('research.enrollSample', args, token)).toMatchObject({ msg: `${resident.residentName}已入组该项目` })
    const samples = await dataOf<{ records: Array<{ sampleCode: string; residentName: string; status: string; productName: string }> }>(
      'research.samples',
      { current: 1, size: 10, projectCode: 'RS2026002' },
      token,
    )
    expect(samples.records).toEqual([
      expect.objectContaining({ sampleCode, residentName: resident.residentName, status: '已入组', productName: '盐酸二甲双胍片' }),
    ])
    const after = await dataOf<{ records: Row[] }>('medbrain.research', { current: 1, size: 10, joined: true }, token)
    expect(after.records.find((r) => r.projectCode === 'RS2026002')?.enrolled).toBe((row?.enrolled ?? 0) + 1)
  })

  it('refuses an ended project, a product of another project and a resident the doctor has not signed', async () => {
    const token = loginAs('doctor')
    expect(await messageOf('research.join', { projectCode: 'RS2026005' }, token)).toMatchObject({ msg: '该项目已结束，不能再加入' })
    const resident = SIGNED()
    const wrongDrug = { ...enrolment('RS2026001', resident.residentAccountCode), generalNameCode: 'METFORMIN' }
    expect(await messageOf('research.enrollSample', wrongDrug, token)).toMatchObject({ code: '125000400' })
    const stranger = mockBackend.store.state.residents.find((r) => r.familyDoctor !== DEMO_DOCTOR.accountCode)
    const notMine = { ...enrolment('RS2026001', stranger?.residentAccountCode ?? ''), generalNameCode: 'AMLODIPINE' }
    expect(await messageOf('research.enrollSample', notMine, token)).toMatchObject({ msg: '只能入组您签约的居民' })
  })

  it('lets a resident read her own sample and no one else’s, and never join or enroll', async () => {
    const token = loginAs('resident')
    const mine = await dataOf<{ records: Array<{ sampleCode: string; projectTitle: string }> }>(
      'research.samples',
      { current: 1, size: 10 },
      token,
    )
    expect(mine.records.map((s) => s.sampleCode)).toEqual(['SP000001'])
    const detail = await dataOf<{ doctorName: string; visits: Array<{ done: boolean }> }>(
      'research.sampleDetail',
      { sampleCode: 'SP000001' },
      token,
    )
    expect(detail.doctorName).toBe(DEMO_DOCTOR.name)
    expect(detail.visits.filter((v) => v.done)).toHaveLength(2)
    expect(await messageOf('research.sampleDetail', { sampleCode: 'SP000003' }, token)).toMatchObject({ msg: '无权查看该样本' })
    expect((await sendCall('research.join', { projectCode: 'RS2026002' }, { token })).status).toBe(403)
    expect(DEMO_RESIDENT.role).toBe('resident')
  })

  it('draws the product portrait for a doctor who joined, over the enrolled count, and refuses the others', async () => {
    const token = loginAs('doctor')
    const portrait = (id: string, generalNameCode = '') =>
      dataOf<{ dataSets: Array<{ rows: Array<{ data: Array<string | number> }> }> }>(
        'report.execute',
        {
          id,
          parameterList: [
            { key: 'projectCode', value: ['RS2026006'] },
            { key: 'generalNameCode', value: [generalNameCode] },
          ],
        },
        token,
      )
    const figures = await portrait('RESEARCH_PORTRAIT_FIGURES')
    expect(figures.dataSets[0].rows[0].data[0]).toBe(64)
    const products = await portrait('RESEARCH_PORTRAIT_PRODUCTS')
    const byProduct = products.dataSets[0].rows.map((r) => r.data[1] as number)
    expect(byProduct.reduce((a, b) => a + b, 0)).toBe(64)
    const statin = await portrait('RESEARCH_PORTRAIT_FIGURES', 'ATORVASTATIN')
    expect(statin.dataSets[0].rows[0].data[0]).toBe(byProduct[0])
    // 林晓燕's medicine-use feedback (肌肉酸痛 on 阿托伐他汀) is among the reactions.
    const adverse = await portrait('RESEARCH_PORTRAIT_ADVERSE', 'ATORVASTATIN')
    expect(adverse.dataSets[0].rows.map((r) => r.data[0])).toContain('肌肉酸痛')

    const args = { id: 'RESEARCH_PORTRAIT_FIGURES', parameterList: [{ key: 'projectCode', value: ['RS2026002'] }] }
    expect(await messageOf('report.execute', args, token)).toMatchObject({ msg: '加入该项目后可查看产品画像' })
    expect(
      await messageOf('report.execute', { ...args, parameterList: [{ key: 'projectCode', value: ['RS2026006'] }] }, loginAs('resident')),
    ).toMatchObject({
      msg: '加入该项目后可查看产品画像',
    })
  })
})

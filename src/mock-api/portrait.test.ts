import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { FAMILY_CODES } from './seed/family'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Indicator {
  code: string
  name: string
  unit: string
  value: string
  values: number[]
  measureTime: string
  normalRange: string
  status: string
  statusName: string
  records: Array<{ measureTime: string; value: string }>
}
interface Portrait {
  userId: string
  name: string
  tags: string[]
  familyDoctorName: string | null
  indicators: Indicator[]
}

async function data<T>(name: string, args: unknown, token: string, doctorPage = false): Promise<T> {
  const { body } = await sendCall(name, args, { token, doctorPage })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

describe('the health portrait', () => {
  it("answers the caller's four indicators with dates, normal ranges and a judgement", async () => {
    const portrait = await data<Portrait>('portrait.indicators', {}, loginAs('resident'))
    expect(portrait).toMatchObject({ userId: DEMO_RESIDENT.accountCode, name: '林晓燕', familyDoctorName: '陈立新' })
    expect(portrait.indicators.map((i) => `${i.name} ${i.unit}`)).toEqual(['血压 mmHg', '空腹血糖 mmol/L', 'BMI kg/m²', '心率 次/分'])
    const bp = portrait.indicators[0]
    expect(bp.value).toMatch(/^\d{2,3}\/\d{2,3}$/)
    expect(bp.normalRange).toBe('90-139/60-89')
    expect(['正常', '偏高', '偏低']).toContain(bp.statusName)
    expect(bp.records).toHaveLength(8)
    expect(bp.records[0]).toMatchObject({ value: bp.value, measureTime: bp.measureTime })
    const times = bp.records.map((r) => r.measureTime)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('reads a hypertension patient high, the same on every call', async () => {
    const token = loginAs('resident')
    const father = await data<Portrait>('portrait.indicators', { userId: FAMILY_CODES.father }, token)
    expect(father.name).toBe('林国强')
    expect(father.tags).toContain('高血压患者')
    const systolic = father.indicators[0].records.map((r) => Number(r.value.split('/')[0]))
    expect(systolic.reduce((s, v) => s + v, 0) / systolic.length).toBeGreaterThan(138)
    expect(await data<Portrait>('portrait.indicators', { userId: FAMILY_CODES.father }, token)).toEqual(father)
  })

  it("lets a doctor read his residents' portraits, and nobody else's", async () => {
    const token = loginAs('doctor')
    expect((await data<Portrait>('portrait.indicators', { userId: DEMO_RESIDENT.accountCode }, token, true)).name).toBe('林晓燕')
    const stranger = mockBackend.store.state.residents.find(
      (r) => ![r.familyDoctor, r.hypertensionDoctor, r.tumorDoctor].includes(DEMO_DOCTOR.accountCode),
    )
    const { body } = await sendCall('portrait.indicators', { userId: stranger?.residentAccountCode }, { token })
    expect(body).toMatchObject({ code: '125000418', msg: '无权查看该居民的健康画像' })
    const resident = await sendCall(
      'portrait.actionScore',
      { userId: stranger?.residentAccountCode },
      { token: loginAs('resident'), doctorPage: false },
    )
    expect(resident.body.code).toBe('125000418')
    expect((await sendCall('portrait.indicators', { userId: 'nobody' }, { token })).body).toMatchObject({
      code: '125000404',
      msg: '居民不存在',
    })
  })
})

describe('the action score', () => {
  it('gives 林晓燕 82, 良好, six up, made of five items', async () => {
    const score = await data<{
      score: number
      levelName: string
      weekChange: number
      items: Array<{ name: string; score: number; fullScore: number }>
    }>('portrait.actionScore', {}, loginAs('resident'))
    expect(score).toMatchObject({ score: 82, levelName: '良好', weekChange: 6 })
    expect(score.items.map((i) => i.name)).toEqual(['规律测量血压', '每日步数', '合理膳食', '按时服药', '睡眠充足'])
    expect(score.items.reduce((s, i) => s + i.fullScore, 0)).toBe(100)
    expect(score.items.reduce((s, i) => s + i.score, 0)).toBe(82)
  })

  it('pages the history newest first, each total following from the change before it', async () => {
    const token = loginAs('resident')
    const first = await data<{
      total: number
      records: Array<{ change: number; totalScore: number; createTime: string; description: string }>
    }>('portrait.scoreDetail', { current: 1, size: 10 }, token)
    expect(first.records).toHaveLength(10)
    expect(first.records[0].totalScore).toBe(82)
    for (let i = 1; i < first.records.length; i++) {
      expect(first.records[i].totalScore).toBe(first.records[i - 1].totalScore - first.records[i - 1].change)
      expect(first.records[i].createTime < first.records[i - 1].createTime).toBe(true)
    }
    expect(first.records[0].description).toMatch(/分$/)
    const last = await data<{ records: unknown[] }>('portrait.scoreDetail', { current: Math.ceil(first.total / 10), size: 10 }, token)
    expect(last.records).toHaveLength(first.total % 10 || 10)
  })
})

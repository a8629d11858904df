import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR, loginAs, mockServer, resetMockBackend } from './node'
import { DEMO_HOSPITAL_ID, seedHospitals } from './seed/hospitals'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Item {
  hospitalId: string
  hospitalName: string
  level: string
  provinceCode: string
  cityCode: string
  areaCode: string
  fullAddress: string
  photo: string
}
interface Page {
  current: number
  size: number
  total: number
  records: Item[]
}

async function list(args: Record<string, unknown>, token = loginAs('resident')): Promise<Page> {
  const { body } = await sendCall('hospitals.list', args, { token, doctorPage: false })
  expect(body.code).toBe('000000')
  return body.data as Page
}

describe('the hospital list', () => {
  it('pages through every hospital, 10 at a time', async () => {
    const first = await list({ current: 1, size: 10 })
    expect(first.records).toHaveLength(10)
    expect(first.total).toBe(seedHospitals().length)
    expect(first.total).toBeGreaterThan(60)
    const last = await list({ current: Math.ceil(first.total / 10), size: 10 })
    expect(last.records).toHaveLength(first.total % 10 || 10)
    expect(first.records[0]).toMatchObject({
      hospitalId: DEMO_HOSPITAL_ID,
      hospitalName: '杭州市西湖区翠苑街道社区卫生服务中心',
      level: '一级甲等',
    })
    expect(first.records[0].fullAddress).toBe('浙江省杭州市西湖区文一西路 82 号')
    expect(first.records[0].photo).toMatch(/^data:image\/svg\+xml/)
  })

  it('searches by name and filters by province, city or district code', async () => {
    const named = await list({ current: 1, size: 50, name: '中医院' })
    expect(named.total).toBeGreaterThan(5)
    expect(named.records.every((h) => h.hospitalName.includes('中医院'))).toBe(true)
    const province = await list({ current: 1, size: 50, areaCode: '330000' })
    expect(province.records.every((h) => h.provinceCode === '330000')).toBe(true)
    const city = await list({ current: 1, size: 50, areaCode: '330100' })
    expect(city.records.every((h) => h.cityCode === '330100')).toBe(true)
    expect(city.total).toBeLessThan(province.total)
    const district = await list({ current: 1, size: 50, areaCode: '110108', name: '' })
    expect(district.total).toBeGreaterThan(0)
    expect(district.records.every((h) => h.areaCode === '110108' && h.hospitalName.startsWith('北京市'))).toBe(true)
    const both = await list({ current: 1, size: 50, areaCode: '310100', name: '妇幼' })
    expect(both.records.map((h) => h.hospitalName)).toEqual(['上海市妇幼保健院'])
    expect((await list({ current: 1, size: 10, name: '不存在的医院' })).total).toBe(0)
  })

  it('asks for a login', async () => {
    const { body } = await sendCall('hospitals.list', { current: 1, size: 10 }, { doctorPage: false })
    expect(body.code).toBe('125000401')
  })

  it('refuses an area code that is not six digits', async () => {
    const { body } = await sendCall(
      'hospitals.list',
      { current: 1, size: 10, areaCode: '3301' },
      { token: loginAs('resident'), doctorPage: false },
    )
    expect(body.code).toBe('125000400')
  })
})

describe('a hospital', () => {
  it('answers level, address, introduction, departments and doctors, without a login', async () => {
    const { body } = await sendCall('hospitals.detail', { hospitalId: DEMO_HOSPITAL_ID }, { doctorPage: false })
    expect(body.code).toBe('000000')
    const h = body.data as {
      hospitalName: string
      phone: string
      intro: string
      departments: Array<{ departmentName: string; doctorCount: number }>
      doctors: Array<{ doctorCode: string; name: string; title: string; departmentName: string }>
    }
    expect(h.phone).toMatch(/^0571-\d{8}$/)
    expect(h.intro).toContain('<p>杭州市西湖区翠苑街道社区卫生服务中心是一所')
    expect(h.departments.map((d) => d.departmentName)).toContain('全科医学科')
    expect(h.departments.find((d) => d.departmentName === '全科医学科')?.doctorCount).toBe(5)
    expect(h.doctors[0]).toMatchObject({
      doctorCode: DEMO_DOCTOR.accountCode,
      name: '陈立新',
      title: '主治医师',
      departmentName: '全科医学科',
    })
  })

  it('answers 医院不存在 for an unknown id, on the doctor pages too', async () => {
    const { body } = await sendCall('hospitals.detail', { hospitalId: 'H000000000' }, { doctorPage: true })
    expect(body).toMatchObject({ code: '125000404', msg: '医院不存在' })
  })

  it('every hospital has a real region, a level and doctors in its own departments', () => {
    const ids = new Set<string>()
    for (const h of seedHospitals()) {
      ids.add(h.hospitalId)
      expect(h.provinceName && h.cityName && h.areaName).toBeTruthy()
      expect(h.areaCode.slice(0, 4)).toBe(h.cityCode.slice(0, 4))
      expect(['三级甲等', '三级乙等', '二级甲等', '一级甲等']).toContain(h.level)
      expect(h.doctors.length).toBeGreaterThan(0)
      const departments = new Set(h.departments.map((d) => d.departmentName))
      expect(h.doctors.every((d) => departments.has(d.departmentName) && /^[\u4e00-\u9fa5]{2,4}$/.test(d.name))).toBe(true)
    }
    expect(ids.size).toBe(seedHospitals().length)
  })
})

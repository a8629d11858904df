// Node, not jsdom: jsdom's Blob loses the file name on its way through the real fetch (the upload test sends files).
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../api/catalogue'
import { swapPrefix } from '../api/http/prefix'
import { signPath } from '../api/http/signature'
import { DEFAULT_API_BASE, REQUEST_HEADERS } from '../api/wire'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { createDevtools } from './devtools'
import { apiSchemas } from './schemas'
import { FAMILY_CODES } from './seed/family'
import { SIGNING_KEY } from './seed/settings'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
for (const schema of apiSchemas.values()) ajv.addSchema(schema)

/** Sends the call and checks the answer fits the call's response schema; answers its data. */
async function call<T = Record<string, unknown>>(name: keyof typeof catalogue, args: unknown, token: string): Promise<T> {
  const { body } = await sendCall(name, args, { token })
  expect(body, `${name}: ${body.msg ?? ''}`).toMatchObject({ code: '000000' })
  const validate = ajv.getSchema(catalogue[name].response)
  expect(validate?.(body.data), ajv.errorsText(validate?.errors)).toBe(true)
  return body.data as T
}

interface Page<T> {
  total: number
  records: T[]
}

describe('the malnutrition service', () => {
  it("lists the hospitals offering it nearest first, and keeps the resident's choice", async () => {
    const token = loginAs('resident')
    const page = await call<Page<{ hospitalId: string; distanceKm: number; chosen: boolean; departmentName: string; areaName: string }>>(
      'malnutrition.hospitals',
      { current: 1, size: 50 },
      token,
    )
    const distances = page.records.map((h) => h.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(page.records[0]).toMatchObject({ areaName: '西湖区', chosen: false })
    expect(page.records.every((h) => h.departmentName !== '')).toBe(true)
    const chosen = page.records.at(2)
    if (!chosen) throw new Error('fewer than three hospitals')
    const choice = await call('malnutrition.chooseHospital', { hospitalId: chosen.hospitalId }, token)
    expect(choice).toMatchObject({ hospitalId: chosen.hospitalId })
    expect(await call('malnutrition.myHospital', {}, token)).toMatchObject({ hospitalId: chosen.hospitalId })
    const again = await call<Page<{ hospitalId: string; chosen: boolean }>>('malnutrition.hospitals', { current: 1, size: 50 }, token)
    expect(again.records.filter((h) => h.chosen).map((h) => h.hospitalId)).toEqual([chosen.hospitalId])
  })

  it("has the demo doctor as a member following 林晓燕's mother, at risk (NRS-2002 3)", async () => {
    const token = loginAs('doctor')
    expect(await call('malnutrition.joinState', {}, token)).toMatchObject({ status: 'APPROVED', statusName: '已加入', member: true })
    const page = await call<Page<{ residentAccountCode: string; score: number; risk: string; hospitalName: string | null }>>(
      'malnutrition.residents',
      { current: 1, size: 50 },
      token,
    )
    expect(page.records.find((r) => r.residentAccountCode === FAMILY_CODES.mother)).toMatchObject({
      score: 3,
      risk: 'AT_RISK',
      hospitalName: '杭州市第一人民医院',
    })
    const summary = await call<{ total: number; atRisk: number; noRisk: number }>('malnutrition.summary', {}, token)
    expect(summary.total).toBe(page.total)
    expect(summary.atRisk + summary.noRisk).toBe(summary.total)
  })

  it('adds a searched resident with his screening, once, and he then leads the programme', async () => {
    const token = loginAs('doctor')
    const found = await call<Page<{ residentAccountCode: string; residentName: string; residentAge: number; inProgramme: boolean }>>(
      'malnutrition.candidates',
      { name: '', current: 1, size: 15 },
      token,
    )
    // Under 70: no point for age.
    const pick = found.records.find((r) => !r.inProgramme && r.residentAge < 70)
    if (!pick) throw new Error('no resident to add')
    const added = await call(
      'malnutrition.addResident',
      {
        residentAccountCode: pick.residentAccountCode,
        height: 165,
        weight: 48,
        weightLoss: '1m',
        intake: 'moderate',
        disease: 'none',
        note: '',
      },
      token,
    )
    // BMI 17.6 and weight loss within a month: 3 points, at risk.
    expect(added).toMatchObject({ residentName: pick.residentName, score: 3, risk: 'AT_RISK' })
    const page = await call<Page<{ residentAccountCode: string }>>('malnutrition.residents', { current: 1, size: 10 }, token)
    expect(page.records[0]?.residentAccountCode).toBe(pick.residentAccountCode)
    const twice = await sendCall(
      'malnutrition.addResident',
      { residentAccountCode: pick.residentAccountCode, height: 165, weight: 48, weightLoss: '1m', intake: 'moderate', disease: 'none' },
      { token },
    )
    expect(twice.body).toMatchObject({ code: '125000418', msg: '该居民已在营养不良专病管理中，无需重复添加' })
    const search = await call<Page<{ residentAccountCode: string; inProgramme: boolean }>>(
      'malnutrition.candidates',
      { name: pick.residentName, current: 1, size: 15 },
      token,
    )
    expect(search.records.find((r) => r.residentAccountCode === pick.residentAccountCode)?.inProgramme).toBe(true)
  })

  it('takes an application for review; the 调试 panel approves or rejects it with a reason', async () => {
    const token = loginAs('doctor')
    const photo = 'data:image/png;base64,iVBORw0KGgo='
    const sent = await call(
      'malnutrition.joinApply',
      { hospitalId: 'H330106005001', departmentName: '临床营养科', title: '主治医师', certificatePhotos: [photo], agree: true },
      token,
    )
    expect(sent).toMatchObject({ status: 'PENDING', statusName: '审核中', member: true })
    const twice = await sendCall(
      'malnutrition.joinApply',
      { hospitalId: 'H330106005001', departmentName: '临床营养科', title: '主治医师', certificatePhotos: [photo], agree: true },
      { token },
    )
    expect(twice.body.msg).toBe('您的申请正在审核中，请勿重复提交')
    const refused = await sendCall(
      'malnutrition.joinApply',
      { hospitalId: 'H330106005001', departmentName: '临床营养科', title: '主治医师', certificatePhotos: [photo], agree: false },
      { token },
    )
    expect(refused.body.code).toBe('125000400')
    // 孙丽华's application of the seed waits too.
    expect(createDevtools(mockBackend).reviewCertification('reject')).toBe(2)
    expect(await call('malnutrition.joinState', {}, token)).toMatchObject({
      status: 'REJECTED',
      statusName: '未通过',
      rejectReason: expect.stringContaining('执业证书') as unknown,
    })
  })
})

/** An upload as the shell sends it: multipart form data, the files under one field repeated. */
async function upload(form: FormData, token: string) {
  const path = swapPrefix(catalogue['bronchus.upload'].path, true)
  const headers = {
    [REQUEST_HEADERS.userToken]: token,
    [REQUEST_HEADERS.keyVersion]: SIGNING_KEY.keyVersion,
    [REQUEST_HEADERS.sign]: await signPath(path, SIGNING_KEY.key),
  }
  const response = await fetch(`http://localhost${DEFAULT_API_BASE}${path}`, { method: 'POST', headers, body: form })
  return (await response.json()) as { code: string; msg: string; data: Record<string, unknown> }
}

describe('bronchoscopy uploads', () => {
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])

  it("keeps every file sent, the picture itself to preview, first in the doctor's list as 待审阅", async () => {
    const token = loginAs('doctor')
    const patient = mockBackend.store.state.residents.find((r) => r.familyDoctor === DEMO_DOCTOR.accountCode && r.residentAge >= 50)
    if (!patient) throw new Error('no patient')
    const form = new FormData()
    for (const [k, v] of Object.entries({
      patientAccountCode: patient.residentAccountCode,
      examDate: '2025-01-06',
      examType: '普通支气管镜检查',
      notes: '慢性咳嗽',
    }))
      form.append(k, v)
    form.append('files', new Blob([png], { type: 'image/png' }), '隆突.png')
    form.append('files', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), '报告.pdf')
    const answer = await upload(form, token)
    expect(answer).toMatchObject({ code: '000000', data: { fileCount: 2, status: 'REVIEWING' } })
    const id = String(answer.data.uploadId)
    const list = await call<Page<{ uploadId: string; statusName: string; patientName: string }>>(
      'bronchus.uploads',
      { current: 1, size: 10 },
      token,
    )
    expect(list.records[0]).toMatchObject({ uploadId: id, statusName: '待审阅', patientName: patient.residentName })
    const detail = await call<{ images: Array<{ name: string; url: string }>; documents: Array<{ name: string }>; notes: string }>(
      'bronchus.uploadDetail',
      { id },
      token,
    )
    expect(detail.images).toEqual([
      expect.objectContaining({ name: '隆突.png', url: expect.stringMatching(/^data:image\/png;base64,/) as unknown }),
    ])
    expect(detail.documents.map((d) => d.name)).toEqual(['报告.pdf'])
    expect(detail.notes).toBe('慢性咳嗽')
  })

  it("refuses an exam date after today and another doctor's upload", async () => {
    const token = loginAs('doctor')
    const { body } = await sendCall(
      'bronchus.upload',
      { patientAccountCode: FAMILY_CODES.father, examDate: '2999-01-01', examType: '普通支气管镜检查', files: ['a.png'] },
      { token },
    )
    expect(body).toMatchObject({ code: '125000400', msg: '检查日期不能晚于今天' })
    const other = await sendCall('bronchus.uploadDetail', { id: 'BU000001' }, { token: loginAs('resident') })
    expect(other.body.code).toBe('125000404')
  })

  it('filters the list by state', async () => {
    const reviewed = await call<Page<{ status: string }>>(
      'bronchus.uploads',
      { status: 'REVIEWED', current: 1, size: 10 },
      loginAs('doctor'),
    )
    expect(reviewed.total).toBeGreaterThan(0)
    expect(reviewed.records.every((r) => r.status === 'REVIEWED')).toBe(true)
  })
})

describe('disease management', () => {
  it('gives 林晓燕 what her examinations and portrait say: blood pressure, glucose and lipids, the lipids from her latest report', async () => {
    const token = loginAs('resident')
    const list = await call<{ name: string; records: Array<{ code: string; indicatorValue: string; recordsLink: string }> }>(
      'diseaseManagement.list',
      {},
      token,
    )
    expect(list.name).toBe(DEMO_RESIDENT.name)
    expect(list.records.map((d) => d.code).sort()).toEqual(['DIABETES', 'DYSLIPIDEMIA', 'HYPERTENSION'])
    expect(list.records.find((d) => d.code === 'DYSLIPIDEMIA')).toMatchObject({
      indicatorValue: '1.92',
      recordsLink: '/health/medical-report/indicator-record/TG',
    })
    const portrait = (await sendCall('portrait.indicators', {}, { token })).body.data as {
      indicators: Array<{ code: string; value: string }>
    }
    const bp = portrait.indicators.find((i) => i.code === 'BLOOD_PRESSURE')?.value
    expect(list.records.find((d) => d.code === 'HYPERTENSION')?.indicatorValue).toBe(bp)
  })

  it('gives her mother hypertension risk and the malnutrition programme', async () => {
    const list = await call<{ records: Array<{ code: string; level: string }> }>(
      'diseaseManagement.list',
      { userId: FAMILY_CODES.mother },
      loginAs('resident'),
    )
    expect(list.records.map((d) => d.code)).toEqual(expect.arrayContaining(['HYPERTENSION', 'MALNUTRITION']))
    expect(list.records[0]).toMatchObject({ code: 'MALNUTRITION', level: 'danger' })
  })
})

describe("the doctor's special services", () => {
  it('groups every service with an icon and a link to its screen', async () => {
    const list = await call<{ groups: Array<{ groupName: string; items: Array<{ name: string; link: string; icon: string }> }> }>(
      'specialService.list',
      {},
      loginAs('doctor'),
    )
    const links = list.groups.flatMap((g) => g.items.map((i) => i.link))
    expect(links).toEqual(
      expect.arrayContaining([
        '/doctor/special-service/malnutrition-manage',
        '/doctor/special-service/bronchus/upload',
        '/doctor/family_doctor/multi-cancer/home',
        '/doctor/family_doctor/hypertension/home',
      ]),
    )
    expect(list.groups.flatMap((g) => g.items).every((i) => i.icon.startsWith('data:image/svg+xml'))).toBe(true)
  })
})

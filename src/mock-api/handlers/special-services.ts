import { MockApiError, errors } from '../errors'
import { seedHospitals, type SeedHospital } from '../seed/hospitals'
import { iconArt } from '../seed/art'
import { formatDate, formatDateTime } from '../seed/codes'
import {
  JOIN_REJECT_REASON,
  nutritionClinic,
  type MockJoin,
  type MockNutritionResident,
  type MockSpecialServices,
  type NutritionScreening,
} from '../seed/special-services'
import type { MockResident, MockState } from '../state'
import { residentListItem } from './residents'
import { me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'
import { bronchusHandlers } from './bronchus'
import { changeSpecialServices, specialServices } from './special-world'
import { diseaseManagementHandlers } from './disease-management'
import { nrsScore } from './nutrition-score'

// The malnutrition service: hospitals a resident may choose, a doctor's application to join (reviewed from the
// 调试 panel like certifications), the residents he adds with their NRS-2002 screening, and the doctor's list of
// special services. Bronchoscopy uploads and disease management answer from their own files.

const DAY = 86_400_000

/** Approve or reject every application waiting (the 调试 panel's 待审认证); answers how many were decided. */
export function reviewJoinApplications(state: MockState, decision: 'approve' | 'reject', now: Date): number {
  if (!state.specialServices) return 0
  let decided = 0
  for (const join of Object.values(state.specialServices.joins)) {
    if (join?.status !== 'PENDING') continue
    join.status = decision === 'approve' ? 'APPROVED' : 'REJECTED'
    join.reviewTime = formatDateTime(now)
    join.rejectReason = decision === 'approve' ? null : JOIN_REJECT_REASON
    if (decision === 'approve') join.memberSince ??= formatDateTime(now)
    decided++
  }
  return decided
}

/* ---------------- the resident chooses a hospital ---------------- */

/** Kilometres from Hangzhou, where the world's residents live, to the directory's other cities. */
const KM_FROM_HANGZHOU: Record<string, number> = {
  '330200': 152,
  '330300': 268,
  '310100': 165,
  '320100': 238,
  '110100': 1128,
  '440100': 1046,
  '510100': 1598,
  '420100': 562,
  '610100': 1153,
}

function hashOf(text: string): number {
  let hash = 2166136261
  for (const c of text) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619)
  return hash >>> 0
}

function homeOf(state: MockState, accountCode: string): { cityCode: string; areaCode: string } {
  const address = state.residents.find((r) => r.residentAccountCode === accountCode)?.address
  return { cityCode: address?.cityCode ?? '330100', areaCode: address?.areaCode ?? '330106' }
}

function distanceKm(h: SeedHospital, home: { cityCode: string; areaCode: string }): number {
  const jitter = hashOf(h.hospitalId)
  if (h.areaCode === home.areaCode) return 1 + (jitter % 40) / 10
  if (h.cityCode === home.cityCode) return 5 + (jitter % 180) / 10
  const base = home.cityCode === '330100' ? (KM_FROM_HANGZHOU[h.cityCode] ?? 900) : 900
  return base + (jitter % 30)
}

const distanceText = (km: number) => (km < 1 ? `${Math.round(km * 1000)}m` : `${km.toFixed(1)}km`)

function fullAddress(h: SeedHospital): string {
  return `${h.provinceName === h.cityName ? '' : h.provinceName}${h.cityName}${h.areaName}${h.address}`
}

function nutritionHospital(h: SeedHospital) {
  const clinic = nutritionClinic(h)
  if (!clinic) throw errors.notFound('营养服务医院')
  return clinic
}

function hospitals(context: CallContext) {
  const caller = me(context)
  const { state } = context.store
  const chosen = specialServices(state, context.now).hospitalChoices[caller.accountCode]?.hospitalId
  const home = homeOf(state, caller.accountCode)
  const areaCode = text(context, 'areaCode').trim()
  const rows = seedHospitals()
    .filter((h) => nutritionClinic(h) && (!areaCode || [h.provinceCode, h.cityCode, h.areaCode].includes(areaCode)))
    .map((h) => {
      const km = distanceKm(h, home)
      return {
        hospitalId: h.hospitalId,
        hospitalName: h.hospitalName,
        level: h.level,
        type: h.type,
        cityName: h.cityName,
        areaCode: h.areaCode,
        areaName: h.areaName,
        address: h.address,
        fullAddress: fullAddress(h),
        phone: h.phone,
        photo: h.photo,
        ...nutritionHospital(h),
        distanceKm: Math.round(km * 10) / 10,
        distanceText: distanceText(km),
        chosen: h.hospitalId === chosen,
      }
    })
    .sort((a, b) => a.distanceKm - b.distanceKm)
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 10))
}

function choiceView(services: MockSpecialServices, accountCode: string) {
  const choice = services.hospitalChoices[accountCode]
  const h = choice && seedHospitals().find((one) => one.hospitalId === choice.hospitalId)
  if (!choice || !h) return { hospitalId: null, hospitalName: null, departmentName: null, phone: null, chooseTime: null, fullAddress: null }
  return {
    hospitalId: h.hospitalId,
    hospitalName: h.hospitalName,
    departmentName: nutritionHospital(h).departmentName,
    phone: h.phone,
    chooseTime: choice.chooseTime,
    fullAddress: fullAddress(h),
  }
}

const chooseHospital: CallHandler<'malnutrition.chooseHospital'> = (context) => {
  const caller = me(context)
  const h = seedHospitals().find((one) => one.hospitalId === text(context, 'hospitalId'))
  if (!h || !nutritionClinic(h)) throw errors.notFound('营养服务医院')
  return changeSpecialServices(context, (services) => {
    services.hospitalChoices[caller.accountCode] = { hospitalId: h.hospitalId, chooseTime: formatDateTime(context.now) }
    return choiceView(services, caller.accountCode)
  })
}

/* ---------------- the doctor joins ---------------- */

const JOIN_STATUS_NAMES = { NONE: '未申请', PENDING: '审核中', APPROVED: '已加入', REJECTED: '未通过' } as const

function joinView(services: MockSpecialServices, accountCode: string) {
  const join: MockJoin | undefined = services.joins[accountCode]
  const residentCount = services.nutritionResidents.filter((r) => r.doctorAccountCode === accountCode).length
  if (!join)
    return {
      status: 'NONE' as const,
      statusName: JOIN_STATUS_NAMES.NONE,
      member: false,
      memberSince: null,
      hospitalId: null,
      hospitalName: null,
      departmentName: null,
      title: null,
      submitTime: null,
      reviewTime: null,
      rejectReason: null,
      residentCount,
    }
  return { ...join, statusName: JOIN_STATUS_NAMES[join.status], member: join.memberSince !== null, residentCount }
}

const joinApply: CallHandler<'malnutrition.joinApply'> = (context) => {
  const doctor = me(context)
  if (doctor.role !== 'doctor') throw errors.forbidden('仅认证医生可以申请加入')
  const h = seedHospitals().find((one) => one.hospitalId === text(context, 'hospitalId'))
  if (!h) throw errors.notFound('执业医院')
  return changeSpecialServices(context, (services) => {
    const before = services.joins[doctor.accountCode]
    if (before?.status === 'PENDING') throw new MockApiError('125000409', '您的申请正在审核中，请勿重复提交')
    services.joins[doctor.accountCode] = {
      status: 'PENDING',
      hospitalId: h.hospitalId,
      hospitalName: h.hospitalName,
      departmentName: text(context, 'departmentName'),
      title: text(context, 'title'),
      submitTime: formatDateTime(context.now),
      reviewTime: null,
      rejectReason: null,
      memberSince: before?.memberSince ?? null,
    }
    return joinView(services, doctor.accountCode)
  })
}

/* ---------------- the programme's residents ---------------- */

function isDoctorsResident(r: MockResident, doctor: string): boolean {
  return [r.familyDoctor, r.hypertensionDoctor, r.tumorDoctor].includes(doctor)
}

function programmeRow(state: MockState, services: MockSpecialServices, row: MockNutritionResident) {
  const resident = state.residents.find((r) => r.residentAccountCode === row.residentAccountCode)
  if (!resident) return undefined
  const { score, bmi, atRisk } = nrsScore(row.screening, resident.ageUnit === '岁' ? resident.residentAge : 0)
  const next = new Date(new Date(row.screenTime.replace(' ', 'T')).getTime() + (atRisk ? 14 : 30) * DAY)
  return {
    ...residentListItem(resident),
    score,
    bmi,
    risk: atRisk ? ('AT_RISK' as const) : ('NO_RISK' as const),
    riskName: atRisk ? '存在营养风险' : '暂无营养风险',
    screenTime: row.screenTime,
    joinTime: row.joinTime,
    nextFollowUp: formatDate(next),
    hospitalName: choiceView(services, row.residentAccountCode).hospitalName,
  }
}

function programme(context: CallContext) {
  const doctor = me(context).accountCode
  const { state } = context.store
  const services = specialServices(state, context.now)
  return services.nutritionResidents
    .filter((r) => r.doctorAccountCode === doctor)
    .sort((a, b) => (a.joinTime < b.joinTime ? 1 : a.joinTime > b.joinTime ? -1 : 0))
    .flatMap((row) => programmeRow(state, services, row) ?? [])
}

const residents: CallHandler<'malnutrition.residents'> = (context) => {
  const name = text(context, 'name').trim()
  const risk = text(context, 'risk')
  const rows = programme(context).filter((r) => (!name || r.residentName.includes(name)) && (!risk || risk === 'ALL' || r.risk === risk))
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 10))
}

const summary: CallHandler<'malnutrition.summary'> = (context) => {
  const doctor = me(context)
  const rows = programme(context)
  const join = joinView(specialServices(context.store.state, context.now), doctor.accountCode)
  const month = formatDate(context.now).slice(0, 7)
  const atRisk = rows.filter((r) => r.risk === 'AT_RISK').length
  return {
    total: rows.length,
    atRisk,
    noRisk: rows.length - atRisk,
    addedThisMonth: rows.filter((r) => r.joinTime.startsWith(month)).length,
    member: join.member,
    joinStatus: join.status,
    joinStatusName: join.statusName,
    hospitalName: join.hospitalName,
  }
}

function tagsOf(r: MockResident): string[] {
  return [
    ...(r.hypertensionTag === '20' ? ['高血压'] : r.hypertensionTag === '10' ? ['高血压高危'] : []),
    ...(r.tumorDoctor ? ['多癌筛查'] : []),
  ]
}

const candidates: CallHandler<'malnutrition.candidates'> = (context) => {
  const doctor = me(context).accountCode
  const name = text(context, 'name').trim()
  const services = specialServices(context.store.state, context.now)
  const inProgramme = new Set(services.nutritionResidents.map((r) => r.residentAccountCode))
  const rows = context.store.state.residents
    .filter((r) => isDoctorsResident(r, doctor) && r.ageUnit === '岁' && r.residentAge >= 18 && (!name || r.residentName.includes(name)))
    .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0))
    .map((r) => ({ ...residentListItem(r), inProgramme: inProgramme.has(r.residentAccountCode), tags: tagsOf(r) }))
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 15))
}

const SCREENING_KEYS = ['weightLoss', 'intake', 'disease'] as const

const addResident: CallHandler<'malnutrition.addResident'> = (context) => {
  const doctor = me(context).accountCode
  const code = text(context, 'residentAccountCode')
  const resident = context.store.state.residents.find((r) => r.residentAccountCode === code)
  if (!resident || !isDoctorsResident(resident, doctor)) throw errors.notFound('居民')
  return changeSpecialServices(context, (services) => {
    if (!services.joins[doctor]?.memberSince) throw errors.forbidden('请先申请加入营养不良专病服务，审核通过后即可添加居民')
    if (services.nutritionResidents.some((r) => r.residentAccountCode === code))
      throw errors.forbidden('该居民已在营养不良专病管理中，无需重复添加')
    const [weightLoss, intake, disease] = SCREENING_KEYS.map((key) => text(context, key))
    const screening = {
      height: Number(text(context, 'height')),
      weight: Number(text(context, 'weight')),
      note: text(context, 'note').trim(),
      weightLoss,
      intake,
      disease,
    } as NutritionScreening
    const time = formatDateTime(context.now)
    services.nutritionResidents.push({ doctorAccountCode: doctor, residentAccountCode: code, screening, screenTime: time, joinTime: time })
    const { score, atRisk } = nrsScore(screening, resident.residentAge)
    return {
      residentAccountCode: code,
      residentName: resident.residentName,
      score,
      risk: atRisk ? 'AT_RISK' : 'NO_RISK',
      riskName: atRisk ? '存在营养风险' : '暂无营养风险',
    }
  })
}

/** Every special service a doctor can open, grouped; the malnutrition entry says where his membership stands. */
const serviceList: CallHandler<'specialService.list'> = (context) => {
  const doctor = me(context)
  const services = specialServices(context.store.state, context.now)
  const join = joinView(services, doctor.accountCode)
  const bronchusWaiting = services.bronchusUploads.filter(
    (u) => u.doctorAccountCode === doctor.accountCode && u.status === 'REVIEWING',
  ).length
  const entry = (code: string, name: string, description: string, glyph: string, palette: number, link: string, badge = '') => ({
    code,
    name,
    description,
    icon: iconArt(glyph, palette),
    link,
    badge,
  })
  return {
    groups: [
      {
        groupName: '营养不良专病服务',
        items: [
          entry(
            'MALNUTRITION_MANAGE',
            '营养不良专病管理',
            '营养风险筛查、干预与随访',
            '营',
            1,
            '/doctor/special-service/malnutrition-manage',
            join.member ? `${join.residentCount}人` : '',
          ),
          entry(
            'MALNUTRITION_JOIN',
            '加入营养服务',
            '申请成为营养不良专病服务医生',
            '加',
            3,
            '/doctor/special-service/malnutrition-join-apply',
            join.status === 'APPROVED' ? '' : join.statusName,
          ),
          entry('MALNUTRITION_ADD', '添加管理居民', '将签约居民纳入营养管理', '添', 6, '/doctor/special-service/malnutrition-add-resident'),
          entry(
            'MALNUTRITION_SCREEN',
            '营养风险筛查',
            'NRS-2002 营养风险筛查问卷',
            '筛',
            2,
            '/doctor/special-service/questionnaire?id=nrs-2002',
          ),
        ],
      },
      {
        groupName: '呼吸专病服务',
        items: [
          entry('BRONCHUS_UPLOAD', '支气管镜上传', '上传镜检图像与报告，专家审阅', '镜', 0, '/doctor/special-service/bronchus/upload'),
          entry(
            'BRONCHUS_LIST',
            '我的上传',
            '上传记录与专家审阅意见',
            '传',
            4,
            '/doctor/special-service/bronchus/upload/list',
            bronchusWaiting > 0 ? `${bronchusWaiting}待审` : '',
          ),
        ],
      },
      {
        groupName: '慢病专项管理',
        items: [
          entry('HYPERTENSION', '高血压专病管理', '高血压高危人群与患者管理', '压', 5, '/doctor/family_doctor/hypertension/home'),
          entry('MULTI_CANCER', '多癌种筛查', '多癌种早筛项目居民管理', '癌', 4, '/doctor/family_doctor/multi-cancer/home'),
          entry('HYPERTENSION_ASSESS', '高血压自我管理评估', '居民高血压自我管理问卷', '评', 7, '/doctor/special-service/questionnaire'),
          entry(
            'DISEASE_REPORT',
            '慢病检测报告',
            '高血压、慢病肥胖数字检测报告',
            '报',
            2,
            '/doctor/digital-health-test/hypertension/report',
          ),
        ],
      },
    ],
  }
}

// bronchus.ts and disease-management.ts check their own handlers; they are spread beside this area's, not into it.
export const specialServiceHandlers = {
  ...defineHandlers({
    'malnutrition.hospitals': hospitals,
    'malnutrition.chooseHospital': chooseHospital,
    'malnutrition.myHospital': (context) => choiceView(specialServices(context.store.state, context.now), me(context).accountCode),
    'malnutrition.joinState': (context) => joinView(specialServices(context.store.state, context.now), me(context).accountCode),
    'malnutrition.joinApply': joinApply,
    'malnutrition.summary': summary,
    'malnutrition.residents': residents,
    'malnutrition.candidates': candidates,
    'malnutrition.addResident': addResident,
    'specialService.list': serviceList,
  }),
  ...bronchusHandlers,
  ...diseaseManagementHandlers,
}

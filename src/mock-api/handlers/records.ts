import { DEMO_DOCTOR, DEMO_RESIDENT } from '../seed/accounts'
import { formatDateTime } from '../seed/codes'
import { DEMO_HOSPITAL_ID, seedHospitals } from '../seed/hospitals'
import type { HealthRecord, PersonalInfo } from '../../generated/api'
import type { MockAccount, MockState } from '../state'
import { me, paginate, whole, type CallContext, defineHandlers } from './context'

// The user's own pages of the settings section: the profile they edit, their health record and their visits to
// doctors. Until saved, the profile and record come from the person's seed (birthday from the ID number, 林晓燕's
// mild hypertension and the visits of her follow-up with 陈立新).
const PERSONAL_KEYS: ReadonlyArray<keyof PersonalInfo> = ['nickname', 'gender', 'birthday', 'area', 'introduction']
const RECORD_KEYS: ReadonlyArray<keyof HealthRecord> = [
  'height',
  'weight',
  'bloodType',
  'allergies',
  'chronicDiseases',
  'familyHistory',
  'surgeryHistory',
  'medications',
  'smoking',
  'drinking',
]

function birthdayOf(userCode: string): string {
  return `${userCode.slice(6, 10)}-${userCode.slice(10, 12)}-${userCode.slice(12, 14)}`
}

function seededPersonalInfo(state: MockState, account: MockAccount): PersonalInfo {
  const resident = state.residents.find((r) => r.residentAccountCode === account.accountCode)
  const address = resident?.address
  return {
    nickname: account.name,
    gender: account.gender,
    birthday: resident?.birthday ?? birthdayOf(account.userCode),
    area: address ? [address.provinceCode, address.cityCode, address.areaCode] : ['330000', '330100', '330106'],
    introduction: account.role === 'doctor' ? '社区全科医生，擅长高血压、糖尿病等慢病的长期管理与家庭医生签约服务。' : '',
  }
}

function seededHealthRecord(account: MockAccount): HealthRecord {
  if (account.accountCode === DEMO_RESIDENT.accountCode) {
    return {
      height: 162,
      weight: 58.5,
      bloodType: 'A型',
      allergies: '青霉素过敏',
      chronicDiseases: '高血压（1级），2023 年确诊',
      familyHistory: '父亲高血压，母亲 2 型糖尿病',
      surgeryHistory: '无',
      medications: '苯磺酸氨氯地平片 5mg 每日一次',
      smoking: 'NEVER',
      drinking: 'SOMETIMES',
      updateTime: '2026-09-12 10:30:00',
    }
  }
  if (account.accountCode === DEMO_DOCTOR.accountCode) {
    return {
      height: 175,
      weight: 72,
      bloodType: 'O型',
      allergies: '无',
      chronicDiseases: '无',
      familyHistory: '父亲冠心病',
      surgeryHistory: '2015 年阑尾切除术',
      medications: '无',
      smoking: 'QUIT',
      drinking: 'SOMETIMES',
      updateTime: '2026-03-02 21:14:00',
    }
  }
  return { bloodType: '不详', updateTime: null }
}

/** The fields among keys that the request filled in (an empty one keeps what was saved). */
function pick<T extends object>(args: T, keys: ReadonlyArray<keyof T>): Partial<T> {
  const filled: Partial<T> = {}
  for (const key of keys) {
    const value = args[key]
    if (value !== undefined && value !== null && value !== '') filled[key] = value
  }
  return filled
}

function personalInfo(context: CallContext): PersonalInfo {
  const account = me(context)
  return context.store.state.personalInfo[account.accountCode] ?? seededPersonalInfo(context.store.state, account)
}

function savePersonalInfo(context: CallContext<'user.savePersonalInfo'>): PersonalInfo {
  const account = me(context)
  return context.store.update((state) => {
    state.personalInfo[account.accountCode] = { ...seededPersonalInfo(state, account), ...pick<PersonalInfo>(context.args, PERSONAL_KEYS) }
    return state.personalInfo[account.accountCode]
  })
}

function healthRecord(context: CallContext): HealthRecord {
  const account = me(context)
  return context.store.state.healthRecords[account.accountCode] ?? seededHealthRecord(account)
}

function saveHealthRecord(context: CallContext<'user.saveHealthRecord'>): HealthRecord {
  const account = me(context)
  return context.store.update((state) => {
    state.healthRecords[account.accountCode] = { ...pick<HealthRecord>(context.args, RECORD_KEYS), updateTime: formatDateTime(context.now) }
    return state.healthRecords[account.accountCode]
  })
}

/** Visits: a follow-up every few months at the demo community centre, and hospital visits between them. */
function treatRecords(context: CallContext) {
  const account = me(context)
  const hospitals = seedHospitals()
  const centre = hospitals.find((h) => h.hospitalId === DEMO_HOSPITAL_ID)
  const big = hospitals.find((h) => h.hospitalId !== DEMO_HOSPITAL_ID && h.hospitalName.includes('人民医院')) ?? hospitals[1]
  const resident = account.role === 'resident'
  const visits = Array.from({ length: 14 }, (_, i) => {
    const date = new Date(context.now.getFullYear(), context.now.getMonth() - i * 2, 8 + ((i * 5) % 17))
    const followUp = i % 3 !== 2
    const hospital = followUp ? centre : big
    return {
      recordCode: `TR${account.accountCode.slice(0, 6)}${String(i + 1).padStart(3, '0')}`,
      visitDate: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
      visitType: followUp ? (resident ? '家庭医生随访' : '门诊') : i % 2 ? '门诊' : '在线问诊',
      hospitalName: hospital?.hospitalName ?? '',
      departmentName: followUp ? '全科医学科' : '心血管内科',
      doctorName: followUp && resident ? DEMO_DOCTOR.name : (hospital?.doctors[0]?.name ?? ''),
      diagnosis: resident ? (followUp ? '原发性高血压（1级）复诊' : '高血压，心电图检查未见明显异常') : followUp ? '健康体检' : '颈椎病',
      advice: resident ? '继续规律服药，低盐饮食，每日家庭自测血压并记录' : '注意工作姿势，适当运动',
    }
  })
  return paginate(visits, whole(context, 'current', 1), whole(context, 'size', 10))
}

export const recordHandlers = defineHandlers({
  'user.personalInfo': personalInfo,
  'user.savePersonalInfo': savePersonalInfo,
  'user.healthRecord': healthRecord,
  'user.saveHealthRecord': saveHealthRecord,
  'user.treatRecords': treatRecords,
})

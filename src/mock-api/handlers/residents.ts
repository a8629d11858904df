import { genderCode } from '../gender'
import { errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import type { MockResident } from '../state'
import { maskPhone, me, paginate, text, whole, type CallContext, defineHandlers } from './context'

// Residents of the doctor's programmes and the add-to-tumour-programme rules.
export function residentListItem(resident: MockResident) {
  return {
    residentAccountCode: resident.residentAccountCode,
    residentName: resident.residentName,
    residentGender: genderCode(resident.residentGender),
    residentAge: resident.residentAge,
    ageUnit: resident.ageUnit,
    ...(resident.profilePhoto ? { profilePhoto: resident.profilePhoto } : {}),
    cellphone: maskPhone(resident.cellphone),
  }
}

function newestFirst(a: MockResident, b: MockResident): number {
  return a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0
}

function residentPage(context: CallContext, keep: (resident: MockResident, doctor: string) => boolean) {
  const doctor = me(context).accountCode
  const name = text(context, 'name').trim()
  const found = context.store.state.residents
    .filter((resident) => keep(resident, doctor) && (!name || resident.residentName.includes(name)))
    .sort(newestFirst)
  return paginate(found.map(residentListItem), whole(context, 'current', 1), whole(context, 'size', 15))
}

function batchAddTumor(context: CallContext) {
  const doctor = me(context).accountCode
  const codes = Array.isArray(context.args) ? context.args.map(String) : []
  return context.store.update((state) => {
    let successNum = 0
    let failedNum = 0
    for (const code of new Set(codes)) {
      const resident = state.residents.find((r) => r.residentAccountCode === code)
      if (!resident || (resident.tumorDoctor && resident.tumorDoctor !== doctor)) {
        failedNum += 1
        continue
      }
      if (!resident.tumorDoctor) {
        resident.tumorDoctor = doctor
        resident.tumorSource = resident.familyDoctor === doctor ? 1 : resident.hypertensionDoctor === doctor ? 2 : 0
        resident.riskLevel = 40
      }
      successNum += 1
    }
    return { successNum, failedNum }
  })
}

function addHypertensionResident(context: CallContext) {
  const doctor = me(context).accountCode
  const phone = text(context, 'phoneNumber')
  const existing = context.store.state.residents.find((r) => r.cellphone === phone)
  if (existing?.hypertensionDoctor && existing.hypertensionDoctor !== doctor) {
    throw errors.forbidden('该居民已被其他医生纳入高血压管理，无法重复添加')
  }
  return context.store.update((state) => {
    const tag = text(context, 'tag') === '20' ? '20' : '10'
    if (existing) {
      const target = state.residents.find((r) => r.residentAccountCode === existing.residentAccountCode)
      if (target) Object.assign(target, { hypertensionDoctor: doctor, hypertensionTag: tag })
      return true
    }
    state.residents.push({ ...newResident(context, state.serial), hypertensionDoctor: doctor, hypertensionTag: tag })
    return true
  })
}

export function ageOf(birthday: string, now: Date): { residentAge: number; ageUnit: '岁' | '月' } {
  const [y, m, d] = birthday.split('-').map(Number)
  if (!y || !m) return { residentAge: 0, ageUnit: '岁' }
  let months = (now.getFullYear() - y) * 12 + (now.getMonth() + 1 - m) - (now.getDate() < (d || 1) ? 1 : 0)
  months = Math.max(0, months)
  return months < 12 ? { residentAge: months, ageUnit: '月' } : { residentAge: Math.floor(months / 12), ageUnit: '岁' }
}

/** A resident new to the world, from the add forms' fields (userName, gender, birthday, phoneNumber, address). */
export function newResident(context: CallContext, serial: number): MockResident {
  const birthday = text(context, 'birthday')
  const code = (Date.now().toString(16) + serial.toString(16).padStart(8, '0')).padStart(32, 'a').slice(-32)
  return {
    residentAccountCode: code,
    userCode: `9${String(Date.now()).slice(-9)}${String(serial).padStart(8, '0')}`,
    residentName: text(context, 'userName'),
    residentGender: text(context, 'gender') === '2' ? '2' : '1',
    ...ageOf(birthday, context.now),
    birthday,
    cellphone: text(context, 'phoneNumber'),
    address: {
      provinceCode: text(context, 'province'),
      cityCode: text(context, 'city'),
      areaCode: text(context, 'area'),
      streetCode: text(context, 'street'),
      committeeCode: text(context, 'committee'),
      detailAddress: text(context, 'detailAddress'),
    },
    createTime: formatDateTime(context.now),
  }
}

export const residentHandlers = defineHandlers({
  // residents.list is the family-doctor team's list, with labels and groups: handlers/family-team.ts.
  // Candidates for the tumour programme: not yet in it with this doctor (another doctor's still show, and fail).
  'residents.familyDoctorList': (c) => residentPage(c, (r, doctor) => r.familyDoctor === doctor && r.tumorDoctor !== doctor),
  'residents.hypertensionList': (c) => residentPage(c, (r, doctor) => r.hypertensionDoctor === doctor && r.tumorDoctor !== doctor),
  'residents.batchAddTumor': batchAddTumor,
  'hypertension.addResident': addHypertensionResident,
})

import { errors } from '../errors'
import { TITLE_SURCHARGE } from '../seed/health-consultations'
import { seedHospitals } from '../seed/hospitals'
import {
  IH_SERVICES,
  MAX_DAYS,
  seedInternetHospital,
  type IhService,
  type MockIhConsultation,
  type MockIhState,
  type MockPrescription,
} from '../seed/internet-hospital'
import type { MockState } from '../state'
import { openChat } from './internet-hospital-chat'
import { orderStatus } from './payment'

// The internet hospital's world: its records (the seed's until the first write), brought up to date whenever
// they are read: a consultation whose order has been paid waits for its doctor (待接诊), and a prescription whose
// review is due is reviewed by the pharmacist's rules (已通过, or 已驳回 with the reason).

/** Doctors come from the first hospitals of the directory, as the health consultations' do. */
const HOSPITALS_ONLINE = 6
/** Departments that see no patients online. */
const OFFLINE_DEPARTMENTS = ['检验科', '医学影像科']

export const yuan = (price: number) => `¥${price.toFixed(2)}`

export function serviceOf(serviceType: string): IhService {
  const found = IH_SERVICES.find((s) => s.serviceType === serviceType)
  if (!found) throw errors.notFound('问诊服务')
  return found
}

function hashOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

/** The doctors who take a service, with its price by their title and their patients' rating. */
export function onlineDoctors(service: IhService) {
  return seedHospitals()
    .slice(0, HOSPITALS_ONLINE)
    .flatMap((h) => h.doctors.map((d) => ({ ...d, hospitalName: h.hospitalName })))
    .filter((d) => d.title !== '住院医师' && !OFFLINE_DEPARTMENTS.includes(d.departmentName))
    .filter(
      (d) =>
        (!service.titles || service.titles.includes(d.title)) && (!service.departments || service.departments.includes(d.departmentName)),
    )
    .map((d) => {
      const price = Math.round((service.price + (TITLE_SURCHARGE[d.title] ?? 0)) * 100) / 100
      const hash = hashOf(d.doctorCode)
      return {
        doctorCode: d.doctorCode,
        name: d.name,
        title: d.title,
        departmentName: d.departmentName,
        hospitalName: d.hospitalName,
        avatar: d.avatar,
        goodAt: d.goodAt,
        price,
        priceText: yuan(price),
        rating: (46 + (hash % 5)) / 10,
        consultCount: 120 + (hash % 2400),
      }
    })
}

/** The pharmacist's rules: what makes him refuse a prescription, or undefined when it passes. */
export function reviewProblem(rx: MockPrescription, others: readonly MockPrescription[]): string | undefined {
  const long = rx.drugs.find((d) => d.days > MAX_DAYS)
  if (long) return `${long.drugName}用药天数 ${long.days} 天，超过单张处方 ${MAX_DAYS} 天的上限，请分次开具`
  const twice = rx.drugs.find((d) =>
    others.some(
      (o) =>
        o.code !== rx.code &&
        o.patientAccountCode === rx.patientAccountCode &&
        (o.status === 'REVIEWING' || (o.status === 'APPROVED' && o.createTime > rx.createTime - 7 * 86_400_000)) &&
        o.drugs.some((x) => x.drugName === d.drugName),
    ),
  )
  if (twice) return `患者近 7 天已有${twice.drugName}的处方尚未取药，存在重复用药风险`
  return undefined
}

/** The records, brought up to date (call inside store.update: paying and reviewing write). */
export function ihWorld(state: MockState, now: Date): MockIhState {
  if (!state.internetHospital) {
    state.internetHospital = seedInternetHospital(state, now)
    for (const c of state.internetHospital.consultations)
      if (c.status === 'ONGOING') c.chatCode = openChat(state, c, new Date(c.createTime))
  }
  const world = state.internetHospital
  for (const c of world.consultations) {
    if (c.status === 'UNPAID' && c.orderCode && orderStatus(state, now, c.orderCode) === 'PAID') c.status = 'WAITING'
  }
  for (const rx of world.prescriptions) {
    if (rx.status !== 'REVIEWING' || rx.reviewAt > now.getTime()) continue
    const problem = reviewProblem(rx, world.prescriptions)
    rx.status = problem ? 'REJECTED' : 'APPROVED'
    if (problem) rx.rejectReason = problem
  }
  return world
}

/** A consultation the caller may read: the one who asked, or the doctor asked; anyone else is told it does not exist. */
export function visibleConsultation(world: MockIhState, code: string, caller: string): MockIhConsultation {
  const found = world.consultations.find((c) => c.code === code)
  if (!found || (found.askerAccountCode !== caller && found.doctorCode !== caller)) throw errors.notFound('问诊')
  return found
}

/** The consultation for its doctor: anyone else (the resident who asked included) may not act on it. */
export function doctorsConsultation(world: MockIhState, code: string, caller: string): MockIhConsultation {
  const found = world.consultations.find((c) => c.code === code)
  if (!found) throw errors.notFound('问诊')
  if (found.doctorCode !== caller) throw errors.noPermission()
  return found
}

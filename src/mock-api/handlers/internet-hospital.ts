import { errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import { IH_SERVICES, type IhServiceType, type MockIhConsultation } from '../seed/internet-hospital'
import { PAYMENT_TYPES } from '../seed/orders'
import type { MockState } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'
import { ihDoctorHandlers } from './internet-hospital-doctor'
import { consultationCard, consultationDetail, payLinkOf, prescriptionView } from './internet-hospital-views'
import { ihWorld, onlineDoctors, serviceOf, visibleConsultation, yuan } from './internet-hospital-world'
import { placeOrder } from './payment'

// The internet hospital, the patient's side: the services and their doctors, asking one (a consultation waiting
// for its payment, charged at the doctor's price through the payment flow), the records by status, cancelling,
// the prescriptions written for him, taking the drugs and renewing a prescription (复诊续方 with its doctor).

const services: CallHandler<'internetHospital.services'> = () => ({
  records: IH_SERVICES.map((s) => ({
    serviceType: s.serviceType,
    name: s.name,
    description: s.description,
    price: s.price,
    priceText: `${yuan(s.price)} 起`,
    link: `/internet-hospital/doctors?serviceType=${s.serviceType}`,
  })),
})

/** The doctors of a service; the caller's family doctor first, marked. */
const doctors: CallHandler<'internetHospital.doctors'> = (context) => {
  const caller = me(context)
  const familyDoctor = context.store.state.residents.find((r) => r.residentAccountCode === caller.accountCode)?.familyDoctor
  const doctorCode = text(context, 'doctorCode')
  const found = onlineDoctors(serviceOf(text(context, 'serviceType')))
    .filter((d) => !doctorCode || d.doctorCode === doctorCode)
    .map((d) => ({ ...d, familyDoctor: d.doctorCode === familyDoctor }))
    .sort((a, b) => Number(b.familyDoctor) - Number(a.familyDoctor))
  return paginate(found, whole(context, 'current', 1), whole(context, 'size', 10))
}

/** A new consultation waiting for its payment, with the order that charges the doctor's price. */
function open(state: MockState, context: CallContext, asked: Omit<MockIhConsultation, 'code' | 'orderCode' | 'status' | 'createTime'>) {
  // Apart from the seed's IH0002xx: asked ones count from IH9.
  const serial = state.serial + 1
  const code = `IH9${String(serial).padStart(5, '0')}`
  const orderCode = `PO${context.now.getTime()}${String(serial % 100).padStart(2, '0')}`
  const service = serviceOf(asked.serviceType)
  placeOrder(state, {
    orderCode,
    accountCode: asked.askerAccountCode,
    type: 'CONSULTATION',
    typeName: PAYMENT_TYPES.CONSULTATION,
    title: `${service.name} · ${asked.doctorName} ${asked.doctorTitle}`,
    detail: asked.description.slice(0, 40),
    doctorName: asked.doctorName,
    hospitalName: asked.hospitalName,
    amount: Math.round(asked.price * 100),
    createTime: formatDateTime(context.now),
    status: 'UNPAID',
    payMethod: null,
    payTime: null,
    failReason: null,
    link: `/internet-hospital/consultation/${code}`,
  })
  ihWorld(state, context.now).consultations.unshift({ ...asked, code, orderCode, status: 'UNPAID', createTime: context.now.getTime() })
  return { code, orderCode, price: asked.price, priceText: yuan(asked.price), payLink: payLinkOf(orderCode) }
}

const ask: CallHandler<'internetHospital.ask'> = (context) => {
  const asker = me(context)
  const service = serviceOf(text(context, 'serviceType'))
  const doctor = onlineDoctors(service).find((d) => d.doctorCode === text(context, 'doctorCode'))
  if (!doctor) throw errors.notFound('医生')
  const pictures = arg(context, 'pictures')
  return context.store.update((state) =>
    open(state, context, {
      askerAccountCode: asker.accountCode,
      patientName: asker.name,
      serviceType: service.serviceType,
      doctorCode: doctor.doctorCode,
      doctorName: doctor.name,
      doctorTitle: doctor.title,
      hospitalName: doctor.hospitalName,
      departmentName: doctor.departmentName,
      price: doctor.price,
      description: text(context, 'description'),
      pictures: Array.isArray(pictures) ? pictures.filter((p): p is string => typeof p === 'string') : [],
    }),
  )
}

const list: CallHandler<'internetHospital.list'> = (context) => {
  const caller = me(context).accountCode
  const status = text(context, 'status', 'ALL')
  const mine = context.store.update((state) =>
    ihWorld(state, context.now).consultations.filter((c) => c.askerAccountCode === caller && (status === 'ALL' || c.status === status)),
  )
  const page = paginate(mine, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map((c) => consultationCard(c, caller)) }
}

const detail: CallHandler<'internetHospital.detail'> = (context) => {
  const caller = me(context).accountCode
  return context.store.update((state) => {
    const world = ihWorld(state, context.now)
    return consultationDetail(visibleConsultation(world, text(context, 'code'), caller), caller, world.prescriptions)
  })
}

/** The patient cancels before the doctor accepts; a paid one is refunded in full. */
const cancel: CallHandler<'internetHospital.cancel'> = (context) => {
  const caller = me(context).accountCode
  return context.store.update((state) => {
    const found = visibleConsultation(ihWorld(state, context.now), text(context, 'code'), caller)
    if (found.askerAccountCode !== caller) throw errors.noPermission()
    if (found.status !== 'UNPAID' && found.status !== 'WAITING') throw errors.forbidden('医生已接诊，不能取消问诊')
    const refunded = found.status === 'WAITING'
    found.status = 'CANCELLED'
    return { code: found.code, message: refunded ? `问诊已取消，${yuan(found.price)} 将原路退回` : '问诊已取消' }
  })
}

function ownPrescription(state: MockState, context: CallContext) {
  const caller = me(context).accountCode
  const rx = ihWorld(state, context.now).prescriptions.find((p) => p.code === text(context, 'code'))
  if (!rx || (rx.patientAccountCode !== caller && rx.doctorCode !== caller)) throw errors.notFound('处方')
  return { rx, caller }
}

const prescriptions: CallHandler<'internetHospital.prescriptions'> = (context) => {
  const caller = me(context).accountCode
  const role = text(context, 'role', 'patient')
  const mine = context.store.update((state) =>
    ihWorld(state, context.now).prescriptions.filter((rx) => (role === 'doctor' ? rx.doctorCode : rx.patientAccountCode) === caller),
  )
  const sorted = [...mine].sort((a, b) => b.createTime - a.createTime)
  const page = paginate(sorted, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map((rx) => prescriptionView(rx, caller)) }
}

const prescription: CallHandler<'internetHospital.prescription'> = (context) =>
  context.store.update((state) => {
    const { rx, caller } = ownPrescription(state, context)
    return prescriptionView(rx, caller)
  })

/** The patient has the drugs of an approved prescription (dispensed at the hospital's pharmacy). */
const takeDrugs: CallHandler<'internetHospital.takeDrugs'> = (context) =>
  context.store.update((state) => {
    const { rx, caller } = ownPrescription(state, context)
    if (rx.patientAccountCode !== caller) throw errors.noPermission()
    if (rx.status !== 'APPROVED') throw errors.forbidden(rx.status === 'TAKEN' ? '该处方已取药' : '处方未通过药师审核，不能取药')
    rx.status = 'TAKEN'
    rx.takeTime = context.now.getTime()
    return prescriptionView(rx, caller)
  })

/** 复诊续方: a new consultation with the prescription's doctor, charged at his renewal price. */
const renew: CallHandler<'internetHospital.renew'> = (context) => {
  const asker = me(context)
  return context.store.update((state) => {
    const { rx, caller } = ownPrescription(state, context)
    if (rx.patientAccountCode !== caller) throw errors.noPermission()
    if (rx.status !== 'APPROVED' && rx.status !== 'TAKEN') throw errors.forbidden('只有药师审核通过的处方可以续方')
    const service = serviceOf('RENEWAL' satisfies IhServiceType)
    const doctor = onlineDoctors({ ...service, titles: undefined, departments: undefined }).find((d) => d.doctorCode === rx.doctorCode)
    const price = doctor?.price ?? service.price
    const lines = rx.drugs.map((d) => `${d.drugName} ${d.spec}，${d.dose} ${d.frequency}，${d.days} 天`).join('；')
    return {
      ...open(state, context, {
        askerAccountCode: asker.accountCode,
        patientName: rx.patientName,
        serviceType: 'RENEWAL',
        doctorCode: rx.doctorCode,
        doctorName: rx.doctorName,
        doctorTitle: rx.doctorTitle,
        hospitalName: rx.hospitalName,
        departmentName: rx.departmentName,
        price,
        description: `申请续开处方（${rx.diagnosis}）：${lines}`,
        pictures: [],
        renewOf: rx.code,
      }),
    }
  })
}

export const internetHospitalHandlers = defineHandlers({
  'internetHospital.services': services,
  'internetHospital.doctors': doctors,
  'internetHospital.ask': ask,
  'internetHospital.list': list,
  'internetHospital.detail': detail,
  'internetHospital.cancel': cancel,
  'internetHospital.prescriptions': prescriptions,
  'internetHospital.prescription': prescription,
  'internetHospital.takeDrugs': takeDrugs,
  'internetHospital.renew': renew,
  ...ihDoctorHandlers,
})

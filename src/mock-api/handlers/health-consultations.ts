import { errors } from '../errors'
import { HEALTH_SERVICE_TYPES, SEED_HEALTH_CONSULTATIONS, TITLE_SURCHARGE, type HealthServiceType } from '../seed/health-consultations'
import { seedHospitals } from '../seed/hospitals'
import { formatDateTime } from '../seed/codes'
import { PAYMENT_TYPES } from '../seed/orders'
import type { MockHealthConsultation } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'
import { payLinkOf } from './internet-hospital-views'
import { orderStatus, placeOrder } from './payment'

// Health consultations: the service types, the caller's own consultations (the seed's and those asked in the app,
// newest first; the asker and the doctor asked read one), the doctors who take a service and asking one of them,
// which places the order for the doctor's price: the consultation is 待支付 until it is paid, then 待接诊.

const DAY = 86_400_000
/** Doctors come from the first hospitals of the directory: the demo centre and the city's big hospitals. */
const HOSPITALS_WITH_CONSULTATION = 6

const yuan = (price: number) => `¥${price.toFixed(2)}`

function serviceOf(serviceType: string): HealthServiceType {
  const found = HEALTH_SERVICE_TYPES.find((s) => s.serviceType === serviceType)
  if (!found) throw errors.notFound('咨询服务')
  return found
}

/** Every consultation; an asked one whose order has been paid now waits for its doctor (a write: the payment settles). */
function all(context: CallContext): MockHealthConsultation[] {
  const asked = context.store.update((state) => {
    for (const c of state.healthConsultations)
      if (c.status === '待支付' && c.orderCode && orderStatus(state, context.now, c.orderCode) === 'PAID') c.status = '待接诊'
    return state.healthConsultations
  })
  const seeded = SEED_HEALTH_CONSULTATIONS.map(({ daysAgo, ...c }) => ({
    ...c,
    createTime: context.now.getTime() - daysAgo * DAY - 3_600_000,
  }))
  return [...asked, ...seeded]
}

const card = (c: MockHealthConsultation) => ({
  code: c.code,
  serviceType: c.serviceType,
  serviceName: serviceOf(c.serviceType).name,
  doctorName: c.doctorName,
  doctorTitle: c.doctorTitle,
  question: c.question,
  status: c.status,
  priceText: yuan(c.price),
  createTime: c.createTime,
  link: `/health/health-consultation/detail/${c.code}`,
})

function doctors(serviceType: string) {
  const service = serviceOf(serviceType)
  return seedHospitals()
    .slice(0, HOSPITALS_WITH_CONSULTATION)
    .flatMap((h) =>
      h.doctors.map((d) => {
        const price = Math.round((service.price + (TITLE_SURCHARGE[d.title] ?? 0)) * 100) / 100
        return {
          doctorCode: d.doctorCode,
          name: d.name,
          title: d.title,
          departmentName: d.departmentName,
          hospitalName: h.hospitalName,
          avatar: d.avatar,
          goodAt: d.goodAt,
          price,
          priceText: yuan(price),
        }
      }),
    )
}

const serviceTypes: CallHandler<'healthConsult.serviceTypes'> = () => ({
  records: HEALTH_SERVICE_TYPES.map((s) => ({
    ...s,
    priceText: `${yuan(s.price)} 起`,
    link: `/health/health-consultation/select-doctor?serviceType=${s.serviceType}`,
  })),
})

const list: CallHandler<'healthConsult.list'> = (context) => {
  const asker = me(context)
  const serviceType = text(context, 'serviceType')
  const mine = all(context).filter(
    (c) => c.askerAccountCode === asker.accountCode && (!serviceType || serviceType === 'ALL' || c.serviceType === serviceType),
  )
  const page = paginate(mine, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map(card) }
}

const detail: CallHandler<'healthConsult.detail'> = (context) => {
  const asker = me(context)
  const found = all(context).find((c) => c.code === text(context, 'code'))
  // The asker reads it, and so does the doctor asked (he answers it from his side).
  if (!found || (found.askerAccountCode !== asker.accountCode && found.doctorCode !== asker.accountCode)) throw errors.notFound('咨询')
  const doctor = doctors(found.serviceType).find((d) => d.doctorCode === found.doctorCode)
  return {
    ...card(found),
    doctorAvatar: doctor?.avatar ?? '',
    hospitalName: found.hospitalName,
    departmentName: found.departmentName,
    pictures: found.pictures,
    reply: found.reply ?? '',
    ...(found.status === '待支付' && found.orderCode && found.askerAccountCode === asker.accountCode
      ? { payLink: payLinkOf(found.orderCode) }
      : {}),
  }
}

const doctorList: CallHandler<'healthConsult.doctors'> = (context) => {
  me(context)
  const doctorCode = text(context, 'doctorCode')
  const found = doctors(text(context, 'serviceType')).filter((d) => !doctorCode || d.doctorCode === doctorCode)
  return paginate(found, whole(context, 'current', 1), whole(context, 'size', 10))
}

const ask: CallHandler<'healthConsult.ask'> = (context) => {
  const asker = me(context)
  const serviceType = serviceOf(text(context, 'serviceType')).serviceType
  const doctor = doctors(serviceType).find((d) => d.doctorCode === text(context, 'doctorCode'))
  if (!doctor) throw errors.notFound('医生')
  const pictures = arg(context, 'pictures')
  const service = serviceOf(serviceType)
  return context.store.update((state) => {
    const code = `HCA${String(state.serial + 1).padStart(5, '0')}`
    const orderCode = `PO${context.now.getTime()}${String((state.serial + 1) % 100).padStart(2, '0')}`
    const question = text(context, 'question')
    // The doctor's price is charged through the payment flow; the consultation waits for it (待支付).
    placeOrder(state, {
      orderCode,
      accountCode: asker.accountCode,
      type: 'CONSULTATION',
      typeName: PAYMENT_TYPES.CONSULTATION,
      title: `${service.name} · ${doctor.name} ${doctor.title}`,
      detail: question.slice(0, 40),
      doctorName: doctor.name,
      hospitalName: doctor.hospitalName,
      amount: Math.round(doctor.price * 100),
      createTime: formatDateTime(context.now),
      status: 'UNPAID',
      payMethod: null,
      payTime: null,
      failReason: null,
      link: `/health/health-consultation/detail/${code}`,
    })
    const asked: MockHealthConsultation = {
      code,
      askerAccountCode: asker.accountCode,
      serviceType,
      doctorCode: doctor.doctorCode,
      doctorName: doctor.name,
      doctorTitle: doctor.title,
      hospitalName: doctor.hospitalName,
      departmentName: doctor.departmentName,
      price: doctor.price,
      question,
      pictures: Array.isArray(pictures) ? pictures.filter((p): p is string => typeof p === 'string') : [],
      status: '待支付',
      orderCode,
      createTime: context.now.getTime(),
    }
    state.healthConsultations.unshift(asked)
    return { code, orderCode, payLink: payLinkOf(orderCode) }
  })
}

export const healthConsultationHandlers = defineHandlers({
  'healthConsult.serviceTypes': serviceTypes,
  'healthConsult.list': list,
  'healthConsult.detail': detail,
  'healthConsult.doctors': doctorList,
  'healthConsult.ask': ask,
})

import { errors } from '../errors'
import { HEALTH_SERVICE_TYPES, SEED_HEALTH_CONSULTATIONS, TITLE_SURCHARGE, type HealthServiceType } from '../seed/health-consultations'
import { seedHospitals } from '../seed/hospitals'
import type { MockHealthConsultation } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler } from './context'

// Health consultations: the service types, the caller's own consultations (the seed's and those asked in the app,
// newest first; the asker and the doctor asked read one), the doctors who take a service and asking one of them.

const DAY = 86_400_000
/** Doctors come from the first hospitals of the directory: the demo centre and the city's big hospitals. */
const HOSPITALS_WITH_CONSULTATION = 6

const yuan = (price: number) => `¥${price.toFixed(2)}`

function serviceOf(serviceType: string): HealthServiceType {
  const found = HEALTH_SERVICE_TYPES.find((s) => s.serviceType === serviceType)
  if (!found) throw errors.notFound('咨询服务')
  return found
}

function all(context: CallContext): MockHealthConsultation[] {
  const asked = context.store.state.healthConsultations ?? []
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

const serviceTypes: CallHandler = () => ({
  records: HEALTH_SERVICE_TYPES.map((s) => ({
    ...s,
    priceText: `${yuan(s.price)} 起`,
    link: `/health/health-consultation/select-doctor?serviceType=${s.serviceType}`,
  })),
})

const list: CallHandler = (context) => {
  const asker = me(context)
  const serviceType = text(context, 'serviceType')
  const mine = all(context).filter(
    (c) => c.askerAccountCode === asker.accountCode && (!serviceType || serviceType === 'ALL' || c.serviceType === serviceType),
  )
  const page = paginate(mine, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map(card) }
}

const detail: CallHandler = (context) => {
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
  }
}

const doctorList: CallHandler = (context) => {
  me(context)
  const doctorCode = text(context, 'doctorCode')
  const found = doctors(text(context, 'serviceType')).filter((d) => !doctorCode || d.doctorCode === doctorCode)
  return paginate(found, whole(context, 'current', 1), whole(context, 'size', 10))
}

const ask: CallHandler = (context) => {
  const asker = me(context)
  const serviceType = serviceOf(text(context, 'serviceType')).serviceType
  const doctor = doctors(serviceType).find((d) => d.doctorCode === text(context, 'doctorCode'))
  if (!doctor) throw errors.notFound('医生')
  const pictures = arg(context, 'pictures')
  return context.store.update((state) => {
    const code = `HCA${String(state.serial + 1).padStart(5, '0')}`
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
      question: text(context, 'question'),
      pictures: Array.isArray(pictures) ? pictures.filter((p): p is string => typeof p === 'string') : [],
      status: '待接诊',
      createTime: context.now.getTime(),
    }
    ;(state.healthConsultations ??= []).unshift(asked)
    return { code }
  })
}

export const healthConsultationHandlers: Record<string, CallHandler> = {
  'healthConsult.serviceTypes': serviceTypes,
  'healthConsult.list': list,
  'healthConsult.detail': detail,
  'healthConsult.doctors': doctorList,
  'healthConsult.ask': ask,
}

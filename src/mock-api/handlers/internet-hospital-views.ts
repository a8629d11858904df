import { IH_STATUS, RX_STATUS, type MockIhConsultation, type MockPrescription } from '../seed/internet-hospital'
import { serviceOf, yuan } from './internet-hospital-world'

// The internet hospital's records as the caller reads them: the patient's links lead to /internet-hospital/…,
// the doctor's to /doctor/internet-hospital/…; what the caller may do next is said by flags the screens read.

export const payLinkOf = (orderCode: string) => `/internet-hospital/payment/CONSULTATION?orderCode=${orderCode}`

export function prescriptionView(rx: MockPrescription, viewer: string) {
  const patient = rx.patientAccountCode === viewer
  const done = rx.status === 'APPROVED' || rx.status === 'TAKEN'
  return {
    code: rx.code,
    consultationCode: rx.consultationCode,
    diagnosis: rx.diagnosis,
    drugs: rx.drugs,
    drugLine: rx.drugs.map((d) => `${d.drugName} ${d.spec}`).join('、'),
    status: rx.status,
    statusName: RX_STATUS[rx.status],
    doctorName: rx.doctorName,
    doctorTitle: rx.doctorTitle,
    hospitalName: rx.hospitalName,
    patientName: rx.patientName,
    createTime: rx.createTime,
    reviewer: rx.reviewer,
    rejectReason: rx.rejectReason ?? '',
    link: patient ? `/internet-hospital/prescription/${rx.code}` : `/doctor/internet-hospital/prescription/${rx.code}`,
    canTake: patient && rx.status === 'APPROVED',
    canRenew: patient && done,
  }
}

export function consultationCard(c: MockIhConsultation, viewer: string) {
  const doctor = c.doctorCode === viewer
  return {
    code: c.code,
    serviceType: c.serviceType,
    serviceName: serviceOf(c.serviceType).name,
    status: c.status,
    statusName: IH_STATUS[c.status],
    doctorName: c.doctorName,
    doctorTitle: c.doctorTitle,
    hospitalName: c.hospitalName,
    departmentName: c.departmentName,
    patientName: c.patientName,
    description: c.description,
    price: c.price,
    priceText: yuan(c.price),
    createTime: c.createTime,
    link: doctor ? `/doctor/internet-hospital/consultation/${c.code}` : `/internet-hospital/consultation/${c.code}`,
  }
}

export function consultationDetail(c: MockIhConsultation, viewer: string, prescriptions: readonly MockPrescription[]) {
  const doctor = c.doctorCode === viewer
  const written = prescriptions.filter((rx) => rx.consultationCode === c.code)
  return {
    ...consultationCard(c, viewer),
    pictures: c.pictures,
    role: doctor ? ('doctor' as const) : ('patient' as const),
    orderCode: c.orderCode,
    payLink: !doctor && c.status === 'UNPAID' && c.orderCode ? payLinkOf(c.orderCode) : '',
    chatLink: c.chatCode ? `${doctor ? '/doctor' : '/health'}/chat/view?chatCode=${c.chatCode}` : '',
    renewOf: c.renewOf ?? '',
    canCancel: !doctor && (c.status === 'UNPAID' || c.status === 'WAITING'),
    prescriptions: written.map((rx) => prescriptionView(rx, viewer)),
    reviewing: written.some((rx) => rx.status === 'REVIEWING'),
  }
}

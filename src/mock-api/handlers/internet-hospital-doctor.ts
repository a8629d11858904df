import { errors } from '../errors'
import { FORMULARY, PHARMACIST, REVIEW_MS, type MockIhConsultation } from '../seed/internet-hospital'
import type { MockState } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'
import { openChat } from './internet-hospital-chat'
import { consultationCard, prescriptionView } from './internet-hospital-views'
import { doctorsConsultation, ihWorld } from './internet-hospital-world'

// The internet hospital, the doctor's side (catalogue auth 'doctor'; each call also checks the consultation is
// addressed to the caller): the consultations he was asked (paid ones only), accepting one (which opens its chat
// in both message centres), ending it, and prescribing from the formulary for the pharmacist to review.

const inbox: CallHandler<'internetHospital.inbox'> = (context) => {
  const caller = me(context).accountCode
  const status = text(context, 'status', 'ALL')
  const mine = context.store.update((state) =>
    ihWorld(state, context.now).consultations.filter(
      (c) => c.doctorCode === caller && c.status !== 'UNPAID' && (status === 'ALL' || c.status === status),
    ),
  )
  const page = paginate(mine, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map((c) => consultationCard(c, caller)) }
}

function act(context: CallContext, change: (c: MockIhConsultation, state: MockState) => void) {
  const caller = me(context).accountCode
  return context.store.update((state) => {
    const found = doctorsConsultation(ihWorld(state, context.now), text(context, 'code'), caller)
    change(found, state)
    return consultationCard(found, caller)
  })
}

const accept: CallHandler<'internetHospital.accept'> = (context) =>
  act(context, (c, state) => {
    if (c.status !== 'WAITING') throw errors.forbidden(c.status === 'CANCELLED' ? '患者已取消问诊' : '该问诊不在待接诊状态')
    c.status = 'ONGOING'
    c.chatCode = openChat(state, c, context.now)
  })

const finish: CallHandler<'internetHospital.finish'> = (context) =>
  act(context, (c) => {
    if (c.status !== 'ONGOING') throw errors.forbidden('只有进行中的问诊可以结束')
    c.status = 'DONE'
  })

/** A prescription in an ongoing consultation, waiting for the pharmacist (待审核). */
const prescribe: CallHandler<'internetHospital.prescribe'> = (context) => {
  const caller = me(context).accountCode
  const drug = FORMULARY.find((d) => d.drugName === text(context, 'drugName'))
  if (!drug) throw errors.badPayload('药品不在本院处方集内')
  const days = Number(arg(context, 'days'))
  return context.store.update((state) => {
    const world = ihWorld(state, context.now)
    const c = doctorsConsultation(world, text(context, 'code'), caller)
    if (c.status !== 'ONGOING') throw errors.forbidden('请先接诊再开具处方')
    const time = context.now.getTime()
    const rx = {
      code: `RX9${String(state.serial + 1).padStart(5, '0')}`,
      consultationCode: c.code,
      doctorCode: c.doctorCode,
      doctorName: c.doctorName,
      doctorTitle: c.doctorTitle,
      hospitalName: c.hospitalName,
      departmentName: c.departmentName,
      patientAccountCode: c.askerAccountCode,
      patientName: c.patientName,
      diagnosis: text(context, 'diagnosis'),
      drugs: [{ drugName: drug.drugName, spec: drug.spec, dose: text(context, 'dose'), frequency: text(context, 'frequency'), days }],
      status: 'REVIEWING' as const,
      createTime: time,
      reviewAt: time + REVIEW_MS,
      reviewer: PHARMACIST,
    }
    world.prescriptions.unshift(rx)
    return prescriptionView(rx, caller)
  })
}

export const ihDoctorHandlers = defineHandlers({
  'internetHospital.inbox': inbox,
  'internetHospital.accept': accept,
  'internetHospital.finish': finish,
  'internetHospital.prescribe': prescribe,
})

import { auxiliaryDiagnosis } from './auxiliary-diagnosis'
import { errors } from '../errors'
import { SEED_CONSULTATIONS, type SeedConsultation } from '../seed/consultations'
import type { MockConsultation } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'

// Difficult-case consultations: the caller's own (a doctor's case consultations, a resident's second opinions),
// the seed's and those asked in the app (state.consultations), newest first. Only the asker reads one.

const DAY = 86_400_000

type Consultation = Omit<SeedConsultation, 'daysAgo'> & { createTime: number }

function all(context: CallContext): Consultation[] {
  const asked = context.store.state.consultations
  const seeded = SEED_CONSULTATIONS.map(({ daysAgo, ...c }) => ({ ...c, createTime: context.now.getTime() - daysAgo * DAY }))
  return [...asked, ...seeded]
}

const card = (c: Consultation) => ({
  consultId: c.consultId,
  kind: c.kind,
  title: c.title,
  disease: c.disease,
  status: c.status,
  expertName: c.expertName ?? '',
  createTime: c.createTime,
  link: `/difficult/medknotty-detail?consultId=${c.consultId}`,
})

const list: CallHandler<'consult.list'> = (context) => {
  const asker = me(context)
  const mine = all(context).filter((c) => c.askerAccountCode === asker.accountCode)
  const page = paginate(mine, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map(card) }
}

const detail: CallHandler<'consult.detail'> = (context) => {
  const asker = me(context)
  const found = all(context).find((c) => c.consultId === text(context, 'consultId'))
  if (!found || found.askerAccountCode !== asker.accountCode) throw errors.notFound('会诊')
  return {
    ...card(found),
    description: found.description,
    caseId: found.caseId ?? '',
    expertTitle: found.expertTitle ?? '',
    reply: found.reply ?? '',
  }
}

const ask: CallHandler<'consult.ask'> = (context) => {
  const asker = me(context)
  const caseId = text(context, 'caseId')
  return context.store.update((state) => {
    const consultId = `DC${String(state.serial + 1).padStart(6, '0')}`
    const asked: MockConsultation = {
      consultId,
      askerAccountCode: asker.accountCode,
      kind: asker.role === 'doctor' ? 'doctor' : 'resident',
      title: text(context, 'title'),
      disease: text(context, 'disease'),
      description: text(context, 'description'),
      ...(caseId ? { caseId } : {}),
      status: '待分诊',
      createTime: context.now.getTime(),
    }
    const images = arg(context, 'images')
    if (Array.isArray(images)) asked.images = images.filter((i): i is string => typeof i === 'string')
    state.consultations.unshift(asked)
    return { consultId }
  })
}

export const consultationHandlers = defineHandlers({
  'consult.list': list,
  'consult.detail': detail,
  'consult.ask': ask,
  'reeducation.auxiliaryDiagnosis': auxiliaryDiagnosis,
})

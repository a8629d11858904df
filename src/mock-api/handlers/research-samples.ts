import type { ResearchSample } from '../../generated/api'
import { errors } from '../errors'
import { formatDate } from '../seed/codes'
import { findProject, type MockResearchSample } from '../seed/research'
import { allSamples } from './research'
import { me, paginate, text, whole, type CallContext, defineHandlers } from './context'

// Research samples: a doctor reads those he enrolled, a resident her own; anyone else is refused.

const DAY = 86_400_000

function sampleStatus(sample: MockResearchSample, now: Date) {
  const project = findProject(sample.projectCode)
  const visits = (project?.visits ?? []).map((v) => {
    const due = sample.enrollTime + v.week * 7 * DAY
    return { name: v.name, dueDate: formatDate(new Date(due)), done: !sample.withdrawn && due <= now.getTime() }
  })
  const done = visits.filter((v) => v.done).length
  const status: ResearchSample['status'] = sample.withdrawn ? '已退出' : done >= visits.length ? '已完成' : done <= 1 ? '已入组' : '随访中'
  return { visits, status, progress: `${done}/${visits.length}` }
}

function card(context: CallContext, sample: MockResearchSample): ResearchSample {
  const project = findProject(sample.projectCode)
  const resident = context.store.state.residents.find((r) => r.residentAccountCode === sample.residentAccountCode)
  const product = project?.products.find((p) => p.generalNameCode === sample.generalNameCode)
  const { status, progress } = sampleStatus(sample, context.now)
  return {
    sampleCode: sample.sampleCode,
    projectCode: sample.projectCode,
    projectTitle: project?.title ?? '',
    residentName: resident?.residentName ?? '',
    residentGender: resident?.residentGender === '1' ? '男' : '女',
    residentAge: resident?.residentAge ?? 0,
    productName: product?.name ?? '无',
    group: sample.group,
    diagnosis: sample.diagnosis,
    status,
    progress,
    enrollTime: sample.enrollTime,
    link: `/research/sample/detail/${sample.sampleCode}`,
  }
}

/** The samples the caller may read: a doctor's enrolled ones, a resident's own. */
function readable(context: CallContext): MockResearchSample[] {
  const caller = me(context)
  const mine = (s: MockResearchSample) =>
    caller.role === 'doctor' ? s.doctorAccountCode === caller.accountCode : s.residentAccountCode === caller.accountCode
  return allSamples(context.store.state, context.now).filter(mine)
}

const list = (context: CallContext) => {
  const projectCode = text(context, 'projectCode')
  const found = readable(context).filter((s) => !projectCode || s.projectCode === projectCode)
  const page = paginate(found, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map((s) => card(context, s)) }
}

const detail = (context: CallContext) => {
  const code = text(context, 'sampleCode')
  const sample = allSamples(context.store.state, context.now).find((s) => s.sampleCode === code)
  if (!sample) throw errors.notFound('样本')
  if (!readable(context).some((s) => s.sampleCode === code)) throw errors.forbidden('无权查看该样本')
  const project = findProject(sample.projectCode)
  const product = project?.products.find((p) => p.generalNameCode === sample.generalNameCode)
  const doctor = context.store.state.accounts.find((a) => a.accountCode === sample.doctorAccountCode)
  return {
    ...card(context, sample),
    ...sampleStatus(sample, context.now),
    generalNameCode: sample.generalNameCode,
    medicineLink: product?.medicineId ? `/pedia/medicine/view/${product.medicineId}` : '',
    doctorName: doctor?.name ?? '',
    sponsor: project?.sponsor ?? '',
    note: sample.note,
    // The resident reading her own sample is offered the medicine-use feedback on its product.
    viewerIsResident: me(context).accountCode === sample.residentAccountCode,
  }
}

export const researchSampleHandlers = defineHandlers({
  'research.samples': list,
  'research.sampleDetail': detail,
})

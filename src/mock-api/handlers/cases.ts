import { errors } from '../errors'
import { SEED_CASES, type SeedCase } from '../seed/cases'
import type { MockState, MockWrittenCase } from '../state'
import { contentHandlers } from './content'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'

// The case library and the case form. The seed's cases are read-only; a case a doctor writes is kept in
// state.writtenCases (editing his own case replaces it). pc_case_details/details answers both.

const DAY = 86_400_000
const sectionKeys = [
  'title',
  'department',
  'patientGender',
  'patientAge',
  'chiefComplaint',
  'presentIllness',
  'pastHistory',
  'examinations',
  'images',
  'diagnosis',
  'treatment',
] as const

interface CaseView extends Omit<SeedCase, 'daysAgo'> {
  createTime: number
  kind: MockWrittenCase['kind'] | 'library'
}

function fromWritten(state: MockState, written: MockWrittenCase): CaseView {
  const author = state.accounts.find((a) => a.accountCode === written.authorAccountCode)
  const f = written.fields
  const s = (key: string) => (typeof f[key] === 'string' ? f[key] : '')
  return {
    caseId: written.caseId,
    title: s('title'),
    department: s('department') || '全科',
    authorAccountCode: written.authorAccountCode,
    author: author?.name ?? '',
    hospitalName: '杭州市西湖区北山街道社区卫生服务中心',
    readCount: 0,
    category: 'clinical',
    patientGender: f.patientGender === '2' ? '2' : '1',
    patientAge: typeof f.patientAge === 'number' ? f.patientAge : Number(f.patientAge) || 0,
    chiefComplaint: s('chiefComplaint'),
    presentIllness: s('presentIllness'),
    pastHistory: s('pastHistory'),
    examinations: s('examinations'),
    images: Array.isArray(f.images) ? f.images.filter((i): i is string => typeof i === 'string') : [],
    diagnosis: s('diagnosis'),
    treatment: s('treatment'),
    createTime: written.createTime,
    kind: written.kind,
  }
}

function allCases(context: CallContext): CaseView[] {
  const { state } = context.store
  const written = state.writtenCases.map((w) => fromWritten(state, w))
  const seeded = SEED_CASES.map(({ daysAgo, ...c }): CaseView => ({
    ...c,
    createTime: context.now.getTime() - daysAgo * DAY,
    kind: 'library',
  }))
  return [...written, ...seeded]
}

function card(c: CaseView) {
  return {
    caseId: c.caseId,
    title: c.title,
    summary: `${c.patientGender === '2' ? '女' : '男'}，${c.patientAge}岁。${c.chiefComplaint}。诊断：${c.diagnosis}`,
    department: c.department,
    author: c.author,
    authorAccountCode: c.authorAccountCode,
    hospitalName: c.hospitalName,
    coverUrl: c.images[0] ?? '',
    createTime: c.createTime,
    readCount: c.readCount,
    category: c.category,
    link: `/medical/case/view/${c.caseId}`,
  }
}

const list: CallHandler<'cases.list'> = (context) => {
  const keyword = text(context, 'keyword').trim()
  const category = text(context, 'category')
  const author = text(context, 'authorAccountCode')
  const mine = arg(context, 'mine') === true || arg(context, 'mine') === 'true'
  const viewer = context.identity?.account.accountCode
  const found = allCases(context).filter(
    (c) =>
      (!keyword || c.title.includes(keyword) || c.diagnosis.includes(keyword) || c.department.includes(keyword)) &&
      (!category || c.category === category) &&
      (!author || c.authorAccountCode === author) &&
      (!mine || (viewer !== undefined && c.authorAccountCode === viewer && c.kind !== 'library')),
  )
  const page = paginate(found, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map(card) }
}

/** pc_case_details/details: one case with its sections. */
export const caseDetail: CallHandler<'content.caseDetails'> = (context) => {
  const id = text(context, 'caseId') || text(context, 'productId') || text(context, 'id')
  const found = allCases(context).find((c) => c.caseId === id)
  // An id outside the library (a case another list linked) keeps the generic content answer.
  if (!found) return contentHandlers['content.caseDetails'](context)
  const viewer = context.identity?.account.accountCode
  return { ...found, ...card(found), mine: viewer === found.authorAccountCode }
}

const save: CallHandler<'cases.save'> = (context) => {
  const doctor = me(context)
  const given = text(context, 'caseId')
  const kindArg = text(context, 'kind')
  const kind: MockWrittenCase['kind'] = kindArg === 'historic' || kindArg === 'difficult' ? kindArg : 'medical'
  const fields = Object.fromEntries(
    sectionKeys.map((key): [string, unknown] => [key, arg(context, key)]).filter(([, v]) => v !== undefined && v !== null),
  )
  return context.store.update((state) => {
    const cases = state.writtenCases
    if (given) {
      const existing = cases.find((c) => c.caseId === given)
      if (!existing) throw errors.notFound('病例')
      if (existing.authorAccountCode !== doctor.accountCode) throw errors.forbidden('只能修改自己的病例')
      existing.fields = fields
      return { caseId: given }
    }
    const caseId = `MC${String(state.serial + 1).padStart(6, '0')}`
    cases.unshift({ caseId, authorAccountCode: doctor.accountCode, createTime: context.now.getTime(), fields, kind })
    return { caseId }
  })
}

export const caseHandlers = defineHandlers({
  'cases.list': list,
  'cases.save': save,
  // §7's case detail call answers the case library's cases (content.ts answers it for other content).
  'content.caseDetails': caseDetail,
})

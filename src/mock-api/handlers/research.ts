import { errors } from '../errors'
import { DEMO_DOCTOR } from '../seed/accounts'
import { findProject, PROJECTS, SEED_JOINS, SEED_SAMPLES, type MockResearchSample, type SeedResearchProject } from '../seed/research'
import type { MockState } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'

// Research projects (medbrain), joining one, enrolling a resident as a sample, and the samples. A doctor sees the
// samples he enrolled; a resident sees her own and no one else's (docs/security.md, "Trust").

const DAY = 86_400_000

export function joinsOf(state: MockState, accountCode: string): string[] {
  return state.researchJoins[accountCode] ?? SEED_JOINS[accountCode] ?? []
}

/** Every sample of the world: those enrolled in the app, then the seed's (enrolled by the demo doctor). */
export function allSamples(state: MockState, now: Date): MockResearchSample[] {
  const seeded = SEED_SAMPLES.flatMap((s): MockResearchSample[] => {
    const resident = state.residents.find((r) => r.residentName === s.residentName)
    if (!resident) return []
    const { residentName: _name, daysAgo, ...rest } = s
    return [
      {
        ...rest,
        residentAccountCode: resident.residentAccountCode,
        doctorAccountCode: DEMO_DOCTOR.accountCode,
        note: '',
        enrollTime: now.getTime() - daysAgo * DAY,
      },
    ]
  })
  return [...state.researchSamples, ...seeded]
}

function projectOf(context: CallContext): SeedResearchProject {
  const found = findProject(text(context, 'projectCode'))
  if (!found) throw errors.notFound('科研项目')
  return found
}

const inAppCount = (context: CallContext, projectCode: string) =>
  context.store.state.researchSamples.filter((s) => s.projectCode === projectCode).length

function row(context: CallContext, p: SeedResearchProject) {
  const joined = context.identity ? joinsOf(context.store.state, context.identity.account.accountCode).includes(p.projectCode) : false
  return {
    researchId: p.researchId,
    projectCode: p.projectCode,
    title: p.title,
    sponsor: p.sponsor,
    disease: p.disease,
    status: p.status,
    enrolled: p.enrolled + inAppCount(context, p.projectCode),
    target: p.target,
    deadline: context.now.getTime() + p.deadlineInDays * DAY,
    credits: p.credits,
    joined,
    link: `/medbrain/research/detail/${p.projectCode}`,
  }
}

const list: CallHandler<'medbrain.research'> = (context) => {
  const status = text(context, 'status')
  const joinedOnly = String(arg(context, 'joined')) === 'true'
  const records = PROJECTS.map((p) => row(context, p)).filter((r) => (!status || r.status === status) && (!joinedOnly || r.joined))
  return paginate(records, whole(context, 'current', 1), whole(context, 'size', 10))
}

const detail: CallHandler<'research.detail'> = (context) => {
  const project = projectOf(context)
  const base = row(context, project)
  const mine = allSamples(context.store.state, context.now).filter(
    (s) => s.projectCode === project.projectCode && s.doctorAccountCode === me(context).accountCode,
  )
  return {
    ...base,
    leader: project.leader,
    intro: project.intro,
    outcome: `${project.outcome.name}（${project.outcome.unit}）`,
    criteria: project.criteria,
    visits: project.visits.map((v) => `${v.name}${v.week ? `（入组后第 ${v.week} 周）` : '（入组当天）'}`),
    products: project.products.map((p) => ({ ...p, link: `/research/product-portrait/${project.projectCode}/${p.generalNameCode}` })),
    mySampleCount: mine.length,
    canJoin: me(context).role === 'doctor' && !base.joined && project.status !== '已结束',
    canEnroll: base.joined && project.status !== '已结束',
  }
}

const join: CallHandler<'research.join'> = (context) => {
  const doctor = me(context).accountCode
  const project = projectOf(context)
  if (project.status === '已结束') throw errors.forbidden('该项目已结束，不能再加入')
  context.store.update((state) => {
    const joins = joinsOf(state, doctor)
    if (!joins.includes(project.projectCode)) state.researchJoins = { ...state.researchJoins, [doctor]: [...joins, project.projectCode] }
  })
  return { projectCode: project.projectCode, joined: true }
}

function enroll(context: CallContext) {
  const doctor = me(context).accountCode
  const project = projectOf(context)
  if (project.status === '已结束') throw errors.forbidden('该项目已结束入组')
  if (!joinsOf(context.store.state, doctor).includes(project.projectCode)) throw errors.forbidden('请先加入该项目，再入组样本')
  const code = text(context, 'residentAccountCode')
  const resident = context.store.state.residents.find((r) => r.residentAccountCode === code)
  if (!resident) throw errors.notFound('居民')
  if (resident.familyDoctor !== doctor) throw errors.forbidden('只能入组您签约的居民')
  const generalNameCode = text(context, 'generalNameCode')
  if (project.products.length && !project.products.some((p) => p.generalNameCode === generalNameCode))
    throw errors.badPayload('研究产品不属于该项目')
  if (allSamples(context.store.state, context.now).some((s) => s.projectCode === project.projectCode && s.residentAccountCode === code))
    throw errors.forbidden(`${resident.residentName}已入组该项目`)
  return context.store.update((state) => {
    const sample: MockResearchSample = {
      sampleCode: `SPA${String(state.serial + 1).padStart(6, '0')}`,
      projectCode: project.projectCode,
      residentAccountCode: code,
      doctorAccountCode: doctor,
      generalNameCode: project.products.length ? generalNameCode : '',
      group: text(context, 'group') === '对照组' ? '对照组' : '干预组',
      diagnosis: text(context, 'diagnosis').trim(),
      note: text(context, 'note').trim(),
      enrollTime: context.now.getTime(),
    }
    state.serial += 1
    state.researchSamples = [sample, ...state.researchSamples]
    return { sampleCode: sample.sampleCode }
  })
}

export const researchHandlers = defineHandlers({
  'medbrain.research': list,
  'research.detail': detail,
  'research.join': join,
  'research.enrollSample': enroll,
})

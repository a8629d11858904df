import { errors } from '../errors'
import { seedMedicineFeedback } from '../seed/feedback'
import { createRandom } from '../seed/prng'
import { findProject, SEED_SAMPLES, type SeedResearchProject } from '../seed/research'
import { me, type CallContext } from './context'
import { allSamples, joinsOf } from './research'

// A research project's product portrait (/research/product-portrait/{projectCode}[/{generalNameCode}]), answered
// by report.execute: the cohort is the project's enrolled count, made of the samples the world knows (their
// residents' age and sex, their product) and, for the rest enrolled at other centres, members drawn from a PRNG
// seeded by the project code. Adverse reactions add the medicine-use feedback sent on the project's products.
// Only a doctor who joined the project reads it.

interface Member {
  age: number
  male: boolean
  product: string
  visitsDone: number
  outcome: number[]
  reactions: string[]
}

/** Reactions each product is known for (its label), drawn for about one member in ten. */
const KNOWN_REACTIONS: Record<string, string[]> = {
  AMLODIPINE: ['水肿', '头痛', '头晕'],
  VALSARTAN: ['头晕', '乏力'],
  IRBESARTAN: ['头晕', '乏力'],
  METFORMIN: ['腹泻', '恶心呕吐'],
  GLARGINE: ['低血糖'],
  ASPART30: ['低血糖', '水肿'],
  TIOTROPIUM: ['口干', '干咳'],
  BGF: ['口干', '干咳'],
  ENTERAL: ['腹泻', '恶心呕吐'],
  ATORVASTATIN: ['肌肉酸痛', '乏力'],
  ROSUVASTATIN: ['肌肉酸痛', '头痛'],
  FENOFIBRATE: ['恶心呕吐', '皮疹'],
}

const IDS = ['FIGURES', 'AGE', 'OUTCOME', 'ADVERSE', 'PRODUCTS'] as const
const PREFIX = 'RESEARCH_PORTRAIT_'

export function isResearchReport(id: string): boolean {
  return IDS.some((k) => `${PREFIX}${k}` === id)
}

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

function member(project: SeedResearchProject, seed: string, age?: number, male?: boolean, product?: string): Member {
  const random = createRandom(hash(seed))
  const visits = project.visits.length
  const { baseline, change } = project.outcome
  const start = baseline * (0.9 + random.next() * 0.2)
  const drawn = product ?? (project.products.length ? random.pick(project.products).generalNameCode : '')
  const known = KNOWN_REACTIONS[drawn] ?? []
  return {
    age: age ?? random.int(project.ages[0], project.ages[1]),
    male: male ?? random.chance(0.52),
    product: drawn,
    visitsDone: random.int(1, visits),
    outcome: project.visits.map((_, i) => Math.round((start + change * i * (0.7 + random.next() * 0.6)) * 10) / 10),
    reactions: known.length && random.chance(0.1) ? [random.pick(known)] : [],
  }
}

function cohort(context: CallContext, project: SeedResearchProject): Member[] {
  const state = context.store.state
  const known = allSamples(state, context.now).filter((s) => s.projectCode === project.projectCode)
  const seededHere = SEED_SAMPLES.filter((s) => s.projectCode === project.projectCode).length
  const real = known.map((s) => {
    const r = state.residents.find((x) => x.residentAccountCode === s.residentAccountCode)
    return member(project, s.sampleCode, r?.residentAge, r?.residentGender === '1', s.generalNameCode)
  })
  const others = Array.from({ length: Math.max(0, project.enrolled - seededHere) }, (_, i) =>
    member(project, `${project.projectCode}-${i}`),
  )
  return [...real, ...others]
}

const round1 = (n: number) => Math.round(n * 10) / 10
const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0)

function dataSet(reportId: string, names: string[], rows: Array<Array<string | number>>, widget?: 'COUNTS') {
  const dataSetId = `${reportId}_ds`
  return {
    reportId,
    dataSets: [{ dataSetId, columns: names.map((name) => ({ name })), rows: rows.map((data) => ({ data })) }],
    ...(widget ? { widget: { widgetType: widget } } : {}),
    declareBinding: { dataSetId },
  }
}

export function researchReport(context: CallContext, id: string, projectCode: string, generalNameCode: string) {
  const project = findProject(projectCode)
  if (!project) throw errors.notFound('科研项目')
  const caller = me(context)
  if (caller.role !== 'doctor' || !joinsOf(context.store.state, caller.accountCode).includes(projectCode))
    throw errors.forbidden('加入该项目后可查看产品画像')
  if (generalNameCode && !project.products.some((p) => p.generalNameCode === generalNameCode)) throw errors.notFound('研究产品')
  const all = cohort(context, project)
  const members = generalNameCode ? all.filter((m) => m.product === generalNameCode) : all
  const kind = id.slice(PREFIX.length)
  if (kind === 'FIGURES') {
    const done = members.reduce((n, m) => n + m.visitsDone, 0)
    return dataSet(
      id,
      ['样本数', '平均年龄', '男性占比', '随访完成率'],
      [
        [
          members.length,
          round1(avg(members.map((m) => m.age))),
          round1((members.filter((m) => m.male).length / Math.max(1, members.length)) * 100),
          round1((done / Math.max(1, members.length * project.visits.length)) * 100),
        ],
      ],
      'COUNTS',
    )
  }
  if (kind === 'AGE') {
    const bands: Array<[string, number, number]> = [
      ['45岁以下', 0, 44],
      ['45-59岁', 45, 59],
      ['60-74岁', 60, 74],
      ['75岁及以上', 75, 200],
    ]
    return dataSet(
      id,
      ['年龄段', '样本数'],
      bands.map(([name, lo, hi]) => [name, members.filter((m) => m.age >= lo && m.age <= hi).length]),
    )
  }
  if (kind === 'OUTCOME')
    return dataSet(
      id,
      ['随访', project.outcome.name],
      project.visits.map((v, i) => [v.name, round1(avg(members.map((m) => m.outcome[i])))]),
    )
  if (kind === 'PRODUCTS')
    return dataSet(
      id,
      ['研究产品', '样本数'],
      project.products.map((p) => [p.name, all.filter((m) => m.product === p.generalNameCode).length]),
    )
  const products = generalNameCode ? [generalNameCode] : project.products.map((p) => p.generalNameCode)
  const sent = [...context.store.state.medicineFeedback, ...seedMedicineFeedback(context.now)].filter((f) =>
    products.includes(f.generalNameCode),
  )
  const counts = new Map<string, number>()
  for (const reaction of [...members.flatMap((m) => m.reactions), ...sent.flatMap((f) => f.reactions)])
    counts.set(reaction, (counts.get(reaction) ?? 0) + 1)
  return dataSet(
    id,
    ['不良反应', '例数'],
    [...counts].sort((a, b) => b[1] - a[1]),
  )
}

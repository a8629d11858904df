import { genderCode } from '../gender'
// Patient management (/patient-management/*): everyone a doctor looks after in any programme (family doctor,
// hypertension, multi-cancer), filtered by programme and name; one patient's programmes, labels and latest
// readings. School health (/health/student/*): the label groups of the school screening and their pupils.
import { errors } from '../errors'
import { healthPortrait } from '../seed/portrait'
import { className, LABEL_GROUPS, SCHOOL_NAME, STUDENTS, type SeedStudent } from '../seed/students'
import type { MockResident } from '../state'
import { paginate, text, whole, type CallContext, defineHandlers } from './context'
import { doctorOf, labelList } from './family-team-world'
import { residentListItem } from './residents'
import { caller } from './session'

const RISK_NAMES: Record<number, string> = { 10: '低风险', 20: '中风险', 30: '高风险', 40: '未完成评估' }
const SOURCE_NAMES: Record<number, string> = { 0: '手动添加', 1: '家医居民', 2: '高血压项目' }
type Programme = 'FAMILY_DOCTOR' | 'HYPERTENSION' | 'TUMOR'

function programmesOf(r: MockResident, doctor: string) {
  const out: Array<{ code: Programme; name: string; status: string }> = []
  if (r.familyDoctor === doctor) out.push({ code: 'FAMILY_DOCTOR', name: '家庭医生签约', status: `签约于${r.createTime.slice(0, 10)}` })
  if (r.hypertensionDoctor === doctor)
    out.push({ code: 'HYPERTENSION', name: '高血压管理', status: r.hypertensionTag === '20' ? '高血压患者' : '高血压高危人群' })
  if (r.tumorDoctor === doctor)
    out.push({ code: 'TUMOR', name: '多癌筛查', status: `${RISK_NAMES[r.riskLevel ?? 40]} · ${SOURCE_NAMES[r.tumorSource ?? 0]}` })
  return out
}

function patientItem(r: MockResident, doctor: string) {
  return {
    ...residentListItem(r),
    programmes: programmesOf(r, doctor).map(({ code, name }) => ({ code, name })),
    labels: labelList(r),
    labelNames: labelList(r).map((l) => l.name),
  }
}

function patients(context: CallContext) {
  const doctor = doctorOf(context).accountCode
  const name = text(context, 'name').trim()
  const programme = text(context, 'programme')
  const found = context.store.state.residents
    .filter((r) => programmesOf(r, doctor).some((p) => !programme || p.code === programme))
    .filter((r) => !name || r.residentName.includes(name))
    .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0))
  return paginate(
    found.map((r) => patientItem(r, doctor)),
    whole(context, 'current', 1),
    whole(context, 'size', 15),
  )
}

function patient(context: CallContext) {
  const doctor = doctorOf(context).accountCode
  const r = context.store.state.residents.find((one) => one.residentAccountCode === text(context, 'residentAccountCode'))
  if (!r) throw errors.notFound('患者')
  const programmes = programmesOf(r, doctor)
  if (programmes.length === 0) throw errors.forbidden('该居民不在您管理的项目中')
  const portrait = healthPortrait(r, context.now)
  return {
    ...patientItem(r, doctor),
    birthday: r.birthday,
    programmes,
    // The family-doctor team's pages (resident page, plan) are for the team's own residents.
    teamResident: r.familyDoctor === doctor,
    height: portrait.height,
    weight: portrait.weight,
    indicators: portrait.indicators.map((i) => ({
      code: i.code,
      name: i.name,
      value: i.value,
      unit: i.unit,
      status: i.status,
      statusName: i.statusName,
      measureTime: i.measureTime,
    })),
  }
}

/** Pupils are shown with the middle of the name masked, except one's own child. */
function maskName(name: string): string {
  return name.length <= 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`
}

function myChildren(context: CallContext): Set<string> {
  const self = caller(context).accountCode
  const links = context.store.state.families[self] ?? []
  return new Set(links.filter((l) => l.relation === 'CHILD').map((l) => l.memberAccountCode))
}

function studentItem(s: SeedStudent, mine: Set<string>) {
  const own = !!s.residentAccountCode && mine.has(s.residentAccountCode)
  return {
    studentCode: s.studentCode,
    name: own ? s.name : maskName(s.name),
    gender: genderCode(s.gender),
    className: className(s),
    vision: s.vision,
    bmi: s.bmi,
    isMyChild: own,
  }
}

function labelGroups(context: CallContext) {
  const mine = myChildren(context)
  return {
    schoolName: SCHOOL_NAME,
    screenTerm: `${context.now.getFullYear()}年秋季学期学生健康体检`,
    studentCount: STUDENTS.length,
    groups: LABEL_GROUPS.map((g) => {
      const members = STUDENTS.filter((s) => s.labels.includes(g.groupCode))
      return { ...g, count: members.length, myChildIn: members.some((s) => !!s.residentAccountCode && mine.has(s.residentAccountCode)) }
    }),
  }
}

function labelGroup(context: CallContext) {
  const group = LABEL_GROUPS.find((g) => g.groupCode === text(context, 'groupCode'))
  if (!group) throw errors.notFound('标签分组')
  const mine = myChildren(context)
  const students = STUDENTS.filter((s) => s.labels.includes(group.groupCode)).map((s) => studentItem(s, mine))
  students.sort((a, b) => Number(b.isMyChild) - Number(a.isMyChild))
  return { ...group, schoolName: SCHOOL_NAME, count: students.length, students }
}

export const patientHandlers = defineHandlers({
  'patients.list': patients,
  'patients.detail': patient,
  'students.labelGroups': labelGroups,
  'students.labelGroup': labelGroup,
})

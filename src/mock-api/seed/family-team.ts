// A family doctor's team (issue 14 item 2): its name and notice, the resident groups it keeps, the messages and
// assessments it sent and the residents' intervention plans. Made the first time the doctor opens a team page,
// from the residents already in the world (the same people as every other list), with a PRNG seeded by the
// doctor's code, so it is the same on every run; what the doctor changes is then kept in the stored world.
import type { MockAccount, MockResident, MockState } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { TEAM_CHAT_CODE } from './chats'
import { formatDate, formatDateTime } from './codes'
import { createRandom } from './prng'
import { QUESTIONNAIRES } from './questionnaires'

export interface MockResidentGroup {
  groupId: string
  name: string
  /** residentAccountCodes, in the order they were moved in. */
  members: string[]
  createTime: string
}

export interface MockPush {
  pushId: string
  content: string
  /** The popular-science piece attached (seed/contents.ts id), if any. */
  contentId?: string
  targetType: 'group' | 'residents'
  /** The group's name when sent to a group, else the first recipients' names. */
  targetName: string
  recipients: string[]
  readBy: string[]
  sendTime: string
}

export interface MockCompletion {
  score: number
  bandTitle: string
  level: 'success' | 'warning' | 'danger'
  submittedAt: string
}

export interface MockAssessmentSend {
  sendId: string
  questionnaireId: string
  title: string
  targetName: string
  recipients: string[]
  sendTime: string
  /** Completions made before the world began (the residents' own answers since count too). */
  completions: Partial<Record<string, MockCompletion>>
}

export type TaskFrequency = 'DAILY' | 'TWICE_DAILY' | 'WEEKLY_3' | 'WEEKLY' | 'MONTHLY'

export interface MockPlanTask {
  taskId: string
  name: string
  frequency: TaskFrequency
  note: string
  /** Dates (YYYY-MM-DD) the task was checked off. */
  doneDates: string[]
}

export interface MockPlan {
  planId: string
  residentAccountCode: string
  goals: string[]
  startDate: string
  endDate: string
  followUpDate: string
  tasks: MockPlanTask[]
  updateTime: string
}

export interface MockFamilyTeam {
  name: string
  notice: string
  noticeTime: string
  groups: MockResidentGroup[]
  pushes: MockPush[]
  assessments: MockAssessmentSend[]
  /** residentAccountCode -> plan. */
  plans: Partial<Record<string, MockPlan>>
  /** Numbers the team's new records. */
  serial: number
}

export const FREQUENCY_NAMES: Record<TaskFrequency, string> = {
  DAILY: '每天1次',
  TWICE_DAILY: '每天2次',
  WEEKLY_3: '每周3次',
  WEEKLY: '每周1次',
  MONTHLY: '每月1次',
}

/** The labels a resident carries, from what the world knows of them. */
export const LABELS = [
  { label: 'HTN', name: '高血压' },
  { label: 'HTN_RISK', name: '高血压高危' },
  { label: 'DM', name: '糖尿病' },
  { label: 'ELDER', name: '65岁以上老人' },
  { label: 'CHILD', name: '0-6岁儿童' },
  { label: 'MATERNAL', name: '孕产妇' },
  { label: 'TUMOR', name: '肿瘤筛查' },
  { label: 'DISABLED', name: '残疾人' },
] as const

export type LabelCode = (typeof LABELS)[number]['label']

function hashOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

export function labelsOf(resident: MockResident): LabelCode[] {
  const h = hashOf(resident.residentAccountCode)
  const years = resident.ageUnit === '月' ? 0 : resident.residentAge
  const out: LabelCode[] = []
  if (resident.hypertensionTag === '20') out.push('HTN')
  if (resident.hypertensionTag === '10') out.push('HTN_RISK')
  if (years >= 40 && h % 5 === 0) out.push('DM')
  if (years >= 65) out.push('ELDER')
  if (years <= 6) out.push('CHILD')
  if (resident.residentGender === '2' && years >= 23 && years <= 38 && h % 6 === 1) out.push('MATERNAL')
  if (resident.tumorDoctor) out.push('TUMOR')
  if (years >= 18 && h % 29 === 3) out.push('DISABLED')
  return out
}

export function labelName(code: string): string {
  return LABELS.find((l) => l.label === code)?.name ?? code
}

/** The doctors of 陈立新's team, with their work in it; other doctors lead a team of their own. */
export function teamMembers(lead: MockAccount): Array<{ account: MockAccount; duty: string }> {
  if (lead.accountCode !== DEMO_DOCTOR.accountCode) return [{ account: lead, duty: '团队长 · 全科医生' }]
  const [zhao, sun, zhou, wu] = OTHER_DOCTORS
  return [
    { account: DEMO_DOCTOR, duty: '团队长 · 全科医生' },
    { account: zhao, duty: '全科医生' },
    { account: sun, duty: '健康管理师' },
    { account: zhou, duty: '公共卫生医生' },
    { account: wu, duty: '社区护士' },
  ]
}

export const DEMO_TEAM_NAME = '翠苑家庭医生团队'

/** The seeded groups' ids, fixed so tests and the route table can name them. */
export const SEED_GROUP_IDS = { hypertension: 'FG0001', diabetes: 'FG0002', elder: 'FG0003' } as const

const daysAgo = (now: Date, days: number, hour = 9) => {
  const d = new Date(now.getTime() - days * 86_400_000)
  d.setHours(hour, (days * 7) % 60, 0, 0)
  return d
}

function completionFor(questionnaireId: string, score: number, at: Date): MockCompletion | undefined {
  const band = QUESTIONNAIRES.get(questionnaireId)?.bands.find((b) => b.min <= score && b.max >= score)
  if (!band) return undefined
  return { score, bandTitle: band.title, level: band.level ?? 'success', submittedAt: formatDateTime(at) }
}

function seedPlan(resident: MockResident, index: number, now: Date): MockPlan {
  const hypertensive = resident.hypertensionTag !== undefined
  const tasks: Array<Omit<MockPlanTask, 'taskId' | 'doneDates'>> = hypertensive
    ? [
        { name: '早晚测量血压并记录', frequency: 'TWICE_DAILY', note: '起床后1小时内、睡前各测一次，静坐5分钟后测量' },
        { name: '按时服用降压药', frequency: 'DAILY', note: '氨氯地平 5mg，每天早晨一次' },
        { name: '快走或太极拳30分钟', frequency: 'WEEKLY_3', note: '心率不超过 170 减年龄' },
        { name: '低盐饮食记录', frequency: 'WEEKLY', note: '每天用盐不超过 5 克' },
      ]
    : [
        { name: '记录饮食和体重', frequency: 'DAILY', note: '晚饭前称体重，记录三餐' },
        { name: '有氧运动40分钟', frequency: 'WEEKLY_3', note: '快走、游泳或骑车均可' },
        { name: '复查血脂', frequency: 'MONTHLY', note: '空腹到社区卫生服务中心抽血' },
      ]
  const goals = hypertensive
    ? ['血压控制在 140/90 mmHg 以下', '每天食盐摄入不超过 5 克', '体重 3 个月内减少 2 公斤']
    : ['3 个月内体重减少 3 公斤', '甘油三酯降到 1.7 mmol/L 以下']
  const start = daysAgo(now, 20 + index * 3)
  const end = new Date(start.getTime() + 90 * 86_400_000)
  const followUp = new Date(now.getTime() + (3 + index) * 86_400_000)
  return {
    planId: `IP${String(index + 1).padStart(4, '0')}`,
    residentAccountCode: resident.residentAccountCode,
    goals,
    startDate: formatDate(start),
    endDate: formatDate(end),
    followUpDate: formatDate(followUp),
    tasks: tasks.map((t, i) => ({
      ...t,
      taskId: `IP${String(index + 1).padStart(4, '0')}T${i + 1}`,
      // The first days' ticks, so the page shows a plan under way; today is left for the doctor to tick.
      doneDates: Array.from({ length: 6 - i }, (_, d) => formatDate(daysAgo(now, d * 2 + 1))),
    })),
    updateTime: formatDateTime(start),
  }
}

/** A team as first seen: three groups, two messages, one assessment, plans for some residents. */
export function createFamilyTeam(state: MockState, lead: MockAccount, now: Date): MockFamilyTeam {
  const random = createRandom(hashOf(lead.accountCode))
  const mine = state.residents.filter((r) => r.familyDoctor === lead.accountCode)
  const withLabel = (code: LabelCode) => mine.filter((r) => labelsOf(r).includes(code))
  const hypertensive = withLabel('HTN').slice(0, 8)
  const diabetic = withLabel('DM').slice(0, 6)
  const elder = withLabel('ELDER').slice(0, 10)
  const codes = (list: MockResident[]) => list.map((r) => r.residentAccountCode)
  const demo = lead.accountCode === DEMO_DOCTOR.accountCode
  const groups: MockResidentGroup[] = [
    {
      groupId: SEED_GROUP_IDS.hypertension,
      name: '高血压重点随访',
      members: codes(hypertensive),
      createTime: formatDateTime(daysAgo(now, 60)),
    },
    { groupId: SEED_GROUP_IDS.diabetes, name: '糖尿病管理', members: codes(diabetic), createTime: formatDateTime(daysAgo(now, 45)) },
    { groupId: SEED_GROUP_IDS.elder, name: '65岁以上老人', members: codes(elder), createTime: formatDateTime(daysAgo(now, 30)) },
  ]
  const elderNames = elder
    .slice(0, 2)
    .map((r) => r.residentName)
    .join('、')
  const pushes: MockPush[] = [
    {
      pushId: 'FP0002',
      content: '天气转凉，血压容易波动，请大家早晚各测一次血压，有头晕胸闷及时联系我们。',
      contentId: '15',
      targetType: 'group',
      targetName: groups[0].name,
      recipients: groups[0].members,
      readBy: groups[0].members.slice(0, 5),
      sendTime: formatDateTime(daysAgo(now, 3, 16)),
    },
    {
      pushId: 'FP0001',
      content: '本月 20 日上午中心为 65 岁以上老人免费体检，请空腹前来，带上医保卡。',
      targetType: 'residents',
      targetName: elderNames ? `${elderNames}等` : '居民',
      recipients: codes(elder.slice(0, 4)),
      readBy: codes(elder.slice(0, 3)),
      sendTime: formatDateTime(daysAgo(now, 12, 10)),
    },
  ]
  const sentAt = daysAgo(now, 7, 14)
  const completions: Record<string, MockCompletion> = {}
  hypertensive.slice(0, 5).forEach((r, i) => {
    const done = completionFor('hypertension-self-management', random.int(8, 22), new Date(sentAt.getTime() + (i + 1) * 5 * 3_600_000))
    if (done) completions[r.residentAccountCode] = done
  })
  const assessments: MockAssessmentSend[] = [
    {
      sendId: 'FA0001',
      questionnaireId: 'hypertension-self-management',
      title: QUESTIONNAIRES.get('hypertension-self-management')?.title ?? '高血压自我管理评估',
      targetName: groups[0].name,
      recipients: groups[0].members,
      sendTime: formatDateTime(sentAt),
      completions,
    },
  ]
  const planned = [...(demo ? mine.filter((r) => r.residentAccountCode === DEMO_RESIDENT.accountCode) : []), ...hypertensive.slice(0, 5)]
  const plans: MockFamilyTeam['plans'] = {}
  planned.forEach((r, i) => (plans[r.residentAccountCode] = seedPlan(r, i, now)))
  return {
    name: demo ? DEMO_TEAM_NAME : `${lead.name}家庭医生团队`,
    notice: demo
      ? '本周五下午2点在中心二楼会议室开展高血压健康讲座，请各位提前通知签约居民；下周一起开始秋冬季慢病随访。'
      : '请按时完成签约居民的随访。',
    noticeTime: formatDateTime(daysAgo(now, 2, 8)),
    groups,
    pushes,
    assessments,
    plans,
    serial: 100,
  }
}

/** The team chat of the demo doctor's team (seed/chats.ts), whose title follows the team's name. */
export const TEAM_CHAT = TEAM_CHAT_CODE

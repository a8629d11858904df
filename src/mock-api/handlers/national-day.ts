import type { NationalDayTasks } from '../../generated/api'
import { MockApiError } from '../errors'
import { QUESTIONNAIRES } from '../seed/questionnaires'
import { formatDate, formatDateTime } from '../seed/codes'
import type { MockState } from '../state'
import { me, text, type CallContext, defineHandlers } from './context'

// 国庆健康季 (/activity/nationalDay): four daily tasks. 签到 is done by claiming it; the others are done where they
// say (a digital health test, a health assessment, a comment on a piece of health knowledge) and the backend checks
// the world for it before it credits the points, once a day per task.
type Task = NationalDayTasks['tasks'][number]
type TaskCode = Task['taskCode']

interface TaskRule {
  taskCode: TaskCode
  title: string
  text: string
  points: number
  link: string
  /** Whether the caller did it today, by what the world holds; 签到 has no such thing to check. */
  doneToday?: (state: MockState, accountCode: string, day: string) => boolean
}

const TASKS: TaskRule[] = [
  { taskCode: 'signIn', title: '每日签到', text: '每天签到一次', points: 10, link: '' },
  {
    taskCode: 'healthTest',
    title: '完成一次数字健康检测',
    text: '综合、高血压或慢病肥胖检测任选一项',
    points: 20,
    link: '/health/digital-health-test/subject-list',
    doneToday: (state, who, day) => (state.healthTestResults[who] ?? []).some((r) => r.submittedAt.startsWith(day)),
  },
  {
    taskCode: 'assessment',
    title: '完成一次心理健康测评',
    text: 'PHQ-9 抑郁筛查或 GAD-7 焦虑筛查',
    points: 10,
    link: '/health/health-assessment/list',
    doneToday: (state, who, day) =>
      (state.questionnaireAnswers[who] ?? []).some(
        (a) => a.submittedAt.startsWith(day) && QUESTIONNAIRES.get(a.questionnaireId)?.category === 'health-assessment',
      ),
  },
  {
    taskCode: 'comment',
    title: '评论一篇健康科普',
    text: '在任意一篇健康知识下写下你的评论',
    points: 5,
    link: '/health/knowledge',
    doneToday: (state, who, day) =>
      Object.values(state.contentComments).some((list) =>
        list.some((c) => c.accountCode === who && formatDate(new Date(c.createTime)) === day),
      ),
  },
]

export const TASK_NOT_DONE = '请先完成任务再领取积分'
export const ALREADY_CLAIMED = '今天已领取过该任务的积分，明天再来吧'

const claimedToday = (state: MockState, who: string, day: string) => state.nationalDay[who]?.[day] ?? []

function statusOf(rule: TaskRule, state: MockState, who: string, day: string): Task['status'] {
  if (claimedToday(state, who, day).includes(rule.taskCode)) return 'done'
  return !rule.doneToday || rule.doneToday(state, who, day) ? 'ready' : 'todo'
}

function tasks(context: CallContext): NationalDayTasks {
  const who = me(context).accountCode
  const { state } = context.store
  const day = formatDate(context.now)
  const claimed = claimedToday(state, who, day)
  return {
    day,
    earnedToday: TASKS.filter((t) => claimed.includes(t.taskCode)).reduce((sum, t) => sum + t.points, 0),
    balance: state.points[who]?.account.accountConsumeAmount ?? 0,
    tasks: TASKS.map((rule) => ({
      taskCode: rule.taskCode,
      title: rule.title,
      text: rule.text,
      points: rule.points,
      link: rule.link,
      status: statusOf(rule, state, who, day),
    })),
  }
}

function credit(state: MockState, who: string, task: TaskRule, now: Date): number {
  const points = (state.points[who] ??= {
    account: {
      accountCashableAmount: 0,
      accountConsumeAmount: 0,
      accountMbCashAmount: 0,
      accountResearchAmount: 0,
      accountConsumeAmountExpire: 0,
    },
    months: [],
  })
  points.account.accountConsumeAmount += task.points
  const billMonth = formatDate(now).slice(0, 7)
  if (points.months[0]?.billMonth !== billMonth)
    points.months.unshift({ billMonth, availablePoint: 0, usedPoint: 0, monthlyExpire: 0, billInfoList: [] })
  const month = points.months[0]
  month.availablePoint += task.points
  month.billInfoList.unshift({
    frontBillType: `国庆健康季·${task.title}`,
    createTime: formatDateTime(now),
    billType: 'INCOME',
    dealAmount: task.points,
  })
  return points.account.accountConsumeAmount
}

function claim(context: CallContext) {
  const who = me(context).accountCode
  const task = TASKS.find((t) => t.taskCode === text(context, 'taskCode'))
  if (!task) throw new MockApiError('125000404', '任务不存在')
  const day = formatDate(context.now)
  return context.store.update((state) => {
    const status = statusOf(task, state, who, day)
    if (status === 'done') throw new MockApiError('125000400', ALREADY_CLAIMED)
    if (status === 'todo') throw new MockApiError('125000400', TASK_NOT_DONE)
    const days = state.nationalDay
    days[who] = { ...days[who], [day]: [...claimedToday(state, who, day), task.taskCode] }
    state.serial++
    return { taskCode: task.taskCode, points: task.points, balance: credit(state, who, task, context.now) }
  })
}

export const nationalDayHandlers = defineHandlers({
  'nationalDay.tasks': tasks,
  'nationalDay.claim': claim,
})

// The team's care of its residents: assessments sent (questionnaires of screens/questionnaires/, answered by the
// residents on the questionnaire screens) and intervention plans (goals, tasks with a frequency, dates, ticks).
import { errors } from '../errors'
import { formatDate, formatDateTime } from '../seed/codes'
import { FREQUENCY_NAMES, type MockAssessmentSend, type MockCompletion, type MockPlan, type TaskFrequency } from '../seed/family-team'
import { QUESTIONNAIRES } from '../seed/questionnaires'
import type { MockState } from '../state'
import { arg, me, text, type CallContext, defineHandlers } from './context'
import { changeTeam, myResident, nextId, recipientsOf, teamErrors, teamOf, teamResidentItem } from './family-team-world'
import { notifyResidents } from './family-team'

/** Questionnaires a doctor may send residents, and where a resident answers each. */
const SENDABLE: Record<string, string> = {
  'special-service': '/health/special-service/questionnaire',
  'health-assessment': '/health/health-assessment/questionnaire',
}

function sendable(id: string) {
  const q = QUESTIONNAIRES.get(id)
  return q?.category && SENDABLE[q.category] ? q : undefined
}

function options() {
  return [...QUESTIONNAIRES.values()].flatMap((q) =>
    q.category && SENDABLE[q.category]
      ? [
          {
            questionnaireId: q.id,
            title: q.title,
            minutes: q.minutes ?? 3,
            questionCount: q.pages.reduce((n, p) => n + p.questions.filter((x) => x.kind !== 'section').length, 0),
          },
        ]
      : [],
  )
}

/** A resident's completion: the seeded one, or their own answer submitted after the assessment was sent. */
function completionOf(state: MockState, send: MockAssessmentSend, code: string): MockCompletion | undefined {
  const own = (state.questionnaireAnswers[code] ?? [])
    .filter((a) => a.questionnaireId === send.questionnaireId && a.submittedAt >= send.sendTime)
    .at(-1)
  if (own) return { score: own.score, bandTitle: own.bandTitle, level: own.level, submittedAt: own.submittedAt }
  return send.completions[code]
}

function summary(state: MockState, send: MockAssessmentSend) {
  return {
    sendId: send.sendId,
    questionnaireId: send.questionnaireId,
    title: send.title,
    targetName: send.targetName,
    sendTime: send.sendTime,
    recipientCount: send.recipients.length,
    completedCount: send.recipients.filter((c) => completionOf(state, send, c)).length,
  }
}

function assessments(context: CallContext) {
  return teamOf(context).assessments.map((a) => summary(context.store.state, a))
}

function assessment(context: CallContext) {
  const team = teamOf(context)
  const send = team.assessments.find((a) => a.sendId === text(context, 'sendId'))
  if (!send) throw errors.notFound('评估')
  const state = context.store.state
  const recipients = send.recipients.flatMap((code) => {
    const resident = state.residents.find((r) => r.residentAccountCode === code)
    if (!resident) return []
    const done = completionOf(state, send, code)
    return [{ ...teamResidentItem(resident, team), completed: !!done, ...(done ?? {}) }]
  })
  recipients.sort((a, b) => Number(b.completed) - Number(a.completed))
  return { ...summary(state, send), recipients }
}

function sendAssessment(context: CallContext) {
  const questionnaire = sendable(text(context, 'questionnaireId'))
  if (!questionnaire) throw teamErrors.badInput('请选择要发送的评估问卷')
  const doctor = me(context)
  return changeTeam(context, (team, state) => {
    const { recipients, targetName } = recipientsOf(context, team)
    const sendId = nextId(team, 'FA')
    team.assessments.unshift({
      sendId,
      questionnaireId: questionnaire.id,
      title: questionnaire.title,
      targetName,
      recipients,
      sendTime: formatDateTime(context.now),
      completions: {},
    })
    const link = `${SENDABLE[questionnaire.category ?? '']}?id=${questionnaire.id}`
    notifyResidents(
      state,
      recipients,
      {
        type: 'FOLLOW_UP',
        title: '请完成健康评估',
        summary: `${doctor.name}医生请您填写《${questionnaire.title}》，约${questionnaire.minutes ?? 3}分钟。`,
        link,
      },
      context.now,
      sendId,
    )
    return { sendId, recipientCount: recipients.length }
  })
}

function planView(plan: MockPlan, today: string) {
  return {
    ...plan,
    tasks: plan.tasks.map(({ doneDates, ...task }) => ({
      ...task,
      frequencyName: FREQUENCY_NAMES[task.frequency],
      doneToday: doneDates.includes(today),
      doneCount: doneDates.length,
      lastDone: doneDates.at(-1) ?? null,
    })),
  }
}

function plan(context: CallContext) {
  const resident = myResident(context, text(context, 'residentAccountCode'))
  const found = teamOf(context).plans[resident.residentAccountCode]
  return {
    residentAccountCode: resident.residentAccountCode,
    residentName: resident.residentName,
    plan: found ? planView(found, formatDate(context.now)) : null,
  }
}

function savePlan(context: CallContext) {
  const resident = myResident(context, text(context, 'residentAccountCode'))
  const goals = text(context, 'goals')
    .split('\n')
    .map((g) => g.trim())
    .filter(Boolean)
  const [startDate, endDate, followUpDate] = ['startDate', 'endDate', 'followUpDate'].map((k) => text(context, k))
  if (goals.length === 0) throw teamErrors.badInput('请填写至少一个干预目标')
  if (!startDate || !endDate) throw teamErrors.badInput('请选择计划的开始和结束日期')
  if (endDate < startDate) throw teamErrors.badInput('结束日期不能早于开始日期')
  if (followUpDate && (followUpDate < startDate || followUpDate > endDate)) throw teamErrors.badInput('随访日期应在计划期间内')
  return changeTeam(context, (team) => {
    const code = resident.residentAccountCode
    const existing = team.plans[code]
    const saved: MockPlan = {
      planId: existing?.planId ?? nextId(team, 'IP'),
      residentAccountCode: code,
      goals,
      startDate,
      endDate,
      followUpDate: followUpDate || endDate,
      tasks: existing?.tasks ?? [],
      updateTime: formatDateTime(context.now),
    }
    team.plans[code] = saved
    return planView(saved, formatDate(context.now))
  })
}

const FREQUENCIES = Object.keys(FREQUENCY_NAMES) as TaskFrequency[]

function planOf(team: ReturnType<typeof teamOf>, code: string): MockPlan {
  const found = team.plans[code]
  if (!found) throw teamErrors.badInput('请先制定干预计划')
  return found
}

function saveTask(context: CallContext) {
  const code = myResident(context, text(context, 'residentAccountCode')).residentAccountCode
  const name = text(context, 'name').trim()
  const frequency = text(context, 'frequency') as TaskFrequency
  if (!name) throw teamErrors.badInput('请输入任务名称')
  if (!FREQUENCIES.includes(frequency)) throw teamErrors.badInput('请选择任务频次')
  return changeTeam(context, (team) => {
    const found = planOf(team, code)
    const taskId = text(context, 'taskId')
    const task = taskId ? found.tasks.find((t) => t.taskId === taskId) : undefined
    if (taskId && !task) throw errors.notFound('任务')
    if (task) Object.assign(task, { name, frequency, note: text(context, 'note').trim() })
    else
      found.tasks.push({
        taskId: `${found.planId}T${nextId(team, '')}`,
        name,
        frequency,
        note: text(context, 'note').trim(),
        doneDates: [],
      })
    found.updateTime = formatDateTime(context.now)
    return planView(found, formatDate(context.now))
  })
}

function deleteTask(context: CallContext) {
  const code = myResident(context, text(context, 'residentAccountCode')).residentAccountCode
  return changeTeam(context, (team) => {
    const found = planOf(team, code)
    const taskId = text(context, 'taskId')
    if (!found.tasks.some((t) => t.taskId === taskId)) throw errors.notFound('任务')
    found.tasks = found.tasks.filter((t) => t.taskId !== taskId)
    return planView(found, formatDate(context.now))
  })
}

function checkTask(context: CallContext) {
  const code = myResident(context, text(context, 'residentAccountCode')).residentAccountCode
  const today = formatDate(context.now)
  return changeTeam(context, (team) => {
    const task = planOf(team, code).tasks.find((t) => t.taskId === text(context, 'taskId'))
    if (!task) throw errors.notFound('任务')
    task.doneDates = task.doneDates.filter((d) => d !== today)
    if (arg(context, 'done') !== false) task.doneDates.push(today)
    return { taskId: task.taskId, doneToday: task.doneDates.includes(today), doneCount: task.doneDates.length }
  })
}

export const familyTeamCareHandlers = defineHandlers({
  'familyTeam.assessmentOptions': options,
  'familyTeam.assessments': assessments,
  'familyTeam.assessment': assessment,
  'familyTeam.sendAssessment': sendAssessment,
  'familyTeam.plan': plan,
  'familyTeam.savePlan': savePlan,
  'familyTeam.saveTask': saveTask,
  'familyTeam.deleteTask': deleteTask,
  'familyTeam.checkTask': checkTask,
})

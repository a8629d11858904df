import type { FeedbackItem, MedicineFeedbackItem } from '../../generated/api'
import { errors } from '../errors'
import {
  FEEDBACK_TYPES,
  seedFeedback,
  seedMedicineFeedback,
  type FeedbackType,
  type MockFeedback,
  type MockMedicineFeedback,
  type Severity,
} from '../seed/feedback'
import { formatDate } from '../seed/codes'
import { findProject, RESEARCH_DRUGS } from '../seed/research'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'

// Feedback on the app and medicine-use feedback: what the caller sent (the seed's older ones, with their replies,
// and those sent in the app, newest first). Nobody reads another person's feedback.

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

function mine(context: CallContext): MockFeedback[] {
  const caller = me(context).accountCode
  return [...context.store.state.feedback, ...seedFeedback(context.now)].filter((f) => f.accountCode === caller)
}

function card(f: MockFeedback): FeedbackItem {
  return {
    feedbackCode: f.feedbackCode,
    type: f.type,
    typeName: FEEDBACK_TYPES[f.type],
    content: f.content,
    status: f.replies.length ? '已回复' : '待回复',
    replyCount: f.replies.length,
    createTime: f.createTime,
    link: `/feedback/detail/${f.feedbackCode}`,
  }
}

const submit: CallHandler<'feedback.submit'> = (context) => {
  const caller = me(context).accountCode
  const type = text(context, 'type') as FeedbackType
  if (!(type in FEEDBACK_TYPES)) throw errors.badPayload('请选择反馈类型')
  return context.store.update((state) => {
    const sent: MockFeedback = {
      feedbackCode: `FBA${String(state.serial + 1).padStart(6, '0')}`,
      accountCode: caller,
      type,
      content: text(context, 'content').trim(),
      pictures: strings(arg(context, 'pictures')),
      contact: text(context, 'contact').trim(),
      createTime: context.now.getTime(),
      replies: [],
    }
    state.serial += 1
    state.feedback = [sent, ...state.feedback]
    return { feedbackCode: sent.feedbackCode }
  })
}

const list: CallHandler<'feedback.list'> = (context) => {
  const page = paginate(mine(context), whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map(card) }
}

const detail: CallHandler<'feedback.detail'> = (context) => {
  const found = mine(context).find((f) => f.feedbackCode === text(context, 'feedbackCode'))
  if (!found) throw errors.notFound('反馈')
  return { ...card(found), pictures: found.pictures, contact: found.contact, replies: found.replies }
}

const drugName = (code: string) => RESEARCH_DRUGS.find((d) => d.generalNameCode === code)?.name ?? ''

function medicineCard(f: MockMedicineFeedback): MedicineFeedbackItem {
  return {
    feedbackCode: f.feedbackCode,
    generalNameCode: f.generalNameCode,
    drugName: drugName(f.generalNameCode),
    reactions: f.reactions.join('、'),
    description: f.description,
    onsetDate: f.onsetDate,
    severity: f.severity,
    createTime: f.createTime,
    status: f.reply ? '医生已回复' : '待回复',
    reply: f.reply ?? null,
  }
}

const medicineSubmit: CallHandler<'medicineFeedback.submit'> = (context) => {
  const caller = me(context).accountCode
  const generalNameCode = text(context, 'generalNameCode')
  if (!drugName(generalNameCode)) throw errors.notFound('药品')
  const onsetDate = text(context, 'onsetDate')
  if (onsetDate > formatDate(context.now)) throw errors.badPayload('发生时间不能晚于今天')
  return context.store.update((state) => {
    const sent: MockMedicineFeedback = {
      feedbackCode: `MFA${String(state.serial + 1).padStart(6, '0')}`,
      accountCode: caller,
      generalNameCode,
      reactions: strings(arg(context, 'reactions')),
      description: text(context, 'description').trim(),
      onsetDate,
      severity: text(context, 'severity') as Severity,
      createTime: context.now.getTime(),
    }
    state.serial += 1
    state.medicineFeedback = [sent, ...state.medicineFeedback]
    return { feedbackCode: sent.feedbackCode }
  })
}

const medicineList: CallHandler<'medicineFeedback.list'> = (context) => {
  const caller = me(context).accountCode
  const sent = [...context.store.state.medicineFeedback, ...seedMedicineFeedback(context.now)].filter((f) => f.accountCode === caller)
  const page = paginate(sent, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map(medicineCard) }
}

/** The products of one project (the enrolment form), or every studied medicine (the medicine-use feedback). */
const drugs: CallHandler<'research.drugs'> = (context) => {
  const projectCode = text(context, 'projectCode')
  const found = projectCode ? (findProject(projectCode)?.products ?? []) : RESEARCH_DRUGS
  return found.map(({ generalNameCode, name }) => ({ generalNameCode, name }))
}

export const feedbackHandlers = defineHandlers({
  'feedback.submit': submit,
  'feedback.list': list,
  'feedback.detail': detail,
  'medicineFeedback.submit': medicineSubmit,
  'medicineFeedback.list': medicineList,
  'research.drugs': drugs,
})

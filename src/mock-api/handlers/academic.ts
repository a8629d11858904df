// A doctor's articles (the article editor saves drafts and publishes; the homepage and article pages list them),
// academic meetings with sign-up, and the encyclopedia.
import type { Meeting } from '../../generated/api'
import { DEMO_DOCTOR } from '../seed/accounts'
import { findEntry } from '../seed/encyclopedia'
import { findMeeting, meetingCover, meetingSpeakers, type SeedMeeting } from '../seed/meetings'
import { errors } from '../errors'
import type { MockDoctorArticle } from '../state'
import { articlesOf } from './content'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'

const optional = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** An article as its author sees it again (the author is the caller). */
function shown(a: MockDoctorArticle) {
  return {
    articleId: a.articleId,
    contentCode: a.contentCode,
    title: a.title,
    coverUrl: a.coverUrl,
    content: a.content,
    status: a.status,
    updateTime: a.updateTime,
  }
}

/** The article editor's save, for an academic article or a popular-science piece. */
const saveWritten = (kind: 'popular' | undefined) => (context: CallContext) => {
  const account = me(context)
  if (account.role !== 'doctor') throw errors.forbidden('仅认证医生可以发表文章')
  const title = text(context, 'title').trim()
  const content = text(context, 'content').trim()
  if (!title) throw errors.badPayload('请输入文章标题')
  if (!content) throw errors.badPayload('请输入正文')
  const articleId = optional(arg(context, 'articleId'))
  return shown(
    context.store.update((state) => {
      const all = state.doctorArticles
      const found = articleId ? all.find((a) => a.articleId === articleId && a.kind === kind) : undefined
      if (articleId && (!found || found.authorAccountCode !== account.accountCode)) throw errors.notFound('文章')
      state.serial++
      const saved: MockDoctorArticle = {
        articleId: found?.articleId ?? `${kind === 'popular' ? 'PR' : 'AR'}${state.serial}`,
        contentCode: found?.contentCode ?? `${kind === 'popular' ? 'P' : 'A'}${state.serial}`,
        authorAccountCode: account.accountCode,
        title,
        coverUrl: optional(arg(context, 'coverUrl')),
        content,
        // A published article stays published when edited.
        status: arg(context, 'publish') === true || found?.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
        updateTime: context.now.getTime(),
        ...(kind ? { kind } : {}),
      }
      state.doctorArticles = found ? all.map((a) => (a === found ? saved : a)) : [...all, saved]
      return saved
    }),
  )
}

const myArticle: CallHandler<'academic.myArticle'> = (context) => {
  const account = me(context)
  const id = text(context, 'articleId')
  const found = context.store.state.doctorArticles.find(
    (a) => (a.articleId === id || a.contentCode === id) && a.authorAccountCode === account.accountCode,
  )
  if (!found) throw errors.notFound('文章')
  return shown(found)
}

const doctorArticles: CallHandler<'academic.doctorArticles'> = (context) => {
  const accountCode = optional(arg(context, 'accountCode')) ?? context.identity?.account.accountCode ?? DEMO_DOCTOR.accountCode
  return paginate(articlesOf(context, accountCode), whole(context, 'current', 1), whole(context, 'size', 10))
}

function meetingOf(context: CallContext): SeedMeeting {
  const id = ['meetingId', 'meetingCode', 'resourceId', 'id'].map((k) => text(context, k)).find((v) => v !== '') ?? ''
  const found = findMeeting(id)
  if (!found) throw errors.notFound('会议')
  return found
}

function meetingAnswer(context: CallContext, meeting: SeedMeeting) {
  const hour = 3_600_000
  const startTime = context.now.getTime() + meeting.startsIn * hour
  const endTime = startTime + meeting.hours * hour
  const now = context.now.getTime()
  const state: Meeting['state'] = now < startTime ? 'upcoming' : now < endTime ? 'live' : 'replay'
  const signedUp = context.store.state.meetingSignUps[meeting.meetingId] ?? []
  const who = context.identity?.account.accountCode
  return {
    meetingId: meeting.meetingId,
    meetingCode: meeting.meetingCode,
    title: meeting.title,
    coverUrl: meetingCover(meeting),
    organizer: meeting.organizer,
    place: meeting.place,
    startTime,
    endTime,
    state,
    stateLabel: { upcoming: '报名中', live: '直播中', replay: '可回放' }[state],
    intro: meeting.intro,
    liveId: meeting.liveId,
    agenda: meeting.agenda,
    speakers: meetingSpeakers(meeting),
    signedUp: !!who && signedUp.includes(who),
    signUpCount: meeting.signUps + signedUp.length,
  }
}

const meeting: CallHandler<'academic.meeting'> = (context) => meetingAnswer(context, meetingOf(context))

const meetingSignUp: CallHandler<'academic.meetingSignUp'> = (context) => {
  const who = me(context).accountCode
  const found = meetingOf(context)
  context.store.update((state) => {
    const kept = state.meetingSignUps[found.meetingId] ?? []
    if (!kept.includes(who)) state.meetingSignUps = { ...state.meetingSignUps, [found.meetingId]: [...kept, who] }
  })
  return meetingAnswer(context, found)
}

function entry(kind: 'disease' | 'medicine') {
  return (context: CallContext) => {
    const id = text(context, kind === 'disease' ? 'diseaseId' : 'medicineId') || text(context, 'id')
    const found = findEntry(kind, id)
    if (!found) throw errors.notFound(kind === 'disease' ? '疾病' : '药品')
    return { ...found }
  }
}

export const academicHandlers = defineHandlers({
  'academic.saveArticle': saveWritten(undefined),
  'content.savePopularScience': saveWritten('popular'),
  'academic.myArticle': myArticle,
  'academic.doctorArticles': doctorArticles,
  'academic.meeting': meeting,
  'academic.meetingSignUp': meetingSignUp,
  'encyclopedia.disease': entry('disease'),
  'encyclopedia.medicine': entry('medicine'),
})

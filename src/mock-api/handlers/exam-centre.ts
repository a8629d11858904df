import type { ExamCentreList } from '../../generated/api'
import { errors } from '../errors'
import { certificateArt } from '../seed/certificate-art'
import { INSTITUTES } from '../seed/courses'
import { findPaper, SEED_PAPERS, type SeedPaper } from '../seed/exams'
import { DOCTOR_PROFILES } from '../seed/homepages'
import type { MockAccount, MockExamRecord } from '../state'
import { me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'
import { ownRecord, paperWindow, recordsOf, scoreOf, totalOf } from './study'

// The exam centre (/center/exam/*): the study centre's papers by state for the caller (to take, in progress,
// finished), one paper's rules and attempts, the attempts handed in, and a passed attempt's certificate. It reads
// the same papers and attempts as /special/exam (handlers/study.ts), so an exam taken anywhere shows here.

/** A paper as the list shows it. */
type ExamCard = ExamCentreList['records'][number]
export type ExamState = ExamCard['state']

/** The institute that grants the exams' credits (the study centre's first, as the credit record says). */
const institute = INSTITUTES[0]

const scoreOfRecord = (paper: SeedPaper, record: MockExamRecord) => scoreOf(paper, record.answers ?? {}).score

/** Where the caller stands with one paper. */
function standingOf(context: CallContext, paper: SeedPaper, account: MockAccount) {
  const now = context.now.getTime()
  const mine = recordsOf(context, account.accountCode).filter((r) => r.paperId === paper.paperId)
  const handedIn = mine.filter((r) => r.answers).sort((a, b) => (b.submitTime ?? 0) - (a.submitTime ?? 0))
  const open = mine.find((r) => !r.answers && r.deadline > now)
  const scores = handedIn.map((r) => scoreOfRecord(paper, r))
  const bestScore = scores.length ? Math.max(...scores) : null
  const passedRecord = handedIn.find((r) => scoreOfRecord(paper, r) >= paper.passScore)
  const window = paperWindow(paper, context.now)
  const closed = now > window.endTime
  const attemptsLeft = Math.max(0, paper.maxAttempts - handedIn.length)
  const state: ExamState = open ? 'ongoing' : passedRecord || closed || attemptsLeft === 0 ? 'finished' : 'todo'
  const stateLabel: ExamCard['stateLabel'] = open
    ? '进行中'
    : passedRecord
      ? '已通过'
      : closed
        ? '已截止'
        : attemptsLeft === 0
          ? '未通过'
          : handedIn.length
            ? '待重考'
            : '未参加'
  return {
    paperId: paper.paperId,
    title: paper.title,
    state,
    stateLabel,
    questionCount: paper.questions.length,
    durationMinutes: paper.durationMinutes,
    totalScore: totalOf(paper),
    passScore: paper.passScore,
    credit: paper.credit,
    startTime: window.startTime,
    endTime: window.endTime,
    attemptsUsed: handedIn.length,
    maxAttempts: paper.maxAttempts,
    attemptsLeft,
    bestScore,
    passed: !!passedRecord,
    creditEarned: passedRecord ? paper.credit : 0,
    certificateRecordId: passedRecord?.recordId ?? null,
    openRecordId: open?.recordId ?? null,
    openDeadline: open?.deadline ?? null,
    handedIn,
    closed,
  }
}

/** A paper as the list shows it: its standing less what only the detail reads. */
function card(standing: ReturnType<typeof standingOf>): ExamCard {
  const { handedIn: _handedIn, closed: _closed, ...shown } = standing
  return shown
}

const list: CallHandler<'examCentre.list'> = (context) => {
  const doctor = me(context)
  const all = SEED_PAPERS.map((paper) => standingOf(context, paper, doctor))
  const wanted = text(context, 'state')
  // Within a state: what closes soonest first; finished ones latest first.
  const records = all
    .filter((p) => !wanted || p.state === wanted)
    .sort((a, b) => (a.state === 'finished' && b.state === 'finished' ? b.endTime - a.endTime : a.endTime - b.endTime))
    .map(card)
  return {
    records,
    summary: {
      todoCount: all.filter((p) => p.state === 'todo').length,
      ongoingCount: all.filter((p) => p.state === 'ongoing').length,
      passedCount: all.filter((p) => p.passed).length,
      creditEarned: all.reduce((sum, p) => sum + p.creditEarned, 0),
    },
  }
}

function rules(paper: SeedPaper): string[] {
  return [
    `共${paper.questions.length}题，单选与多选题，每题${paper.questions[0].score}分，满分${totalOf(paper)}分，${paper.passScore}分及格。`,
    `限时${paper.durationMinutes}分钟，开始后计时不停止，退出后可继续作答，时间到自动交卷。`,
    `每人最多可考${paper.maxAttempts}次，以最高分为准。`,
    `考试通过获${institute.creditType}${paper.credit}分和电子合格证书，学分由${institute.name}授予。`,
    '多选题须选全选对才得分。',
  ]
}

const detail: CallHandler<'examCentre.detail'> = (context) => {
  const doctor = me(context)
  const paper = findPaper(text(context, 'paperId'))
  if (!paper) throw errors.notFound('考试')
  const shown = standingOf(context, paper, doctor)
  const canStart = shown.state === 'ongoing' || shown.state === 'todo'
  return {
    ...card(shown),
    intro: paper.intro,
    rules: rules(paper),
    institute: institute.name,
    creditType: institute.creditType,
    canStart,
    startText: shown.state === 'ongoing' ? '继续考试' : shown.attemptsUsed > 0 ? '重新考试' : '开始考试',
    blockedReason: canStart ? '' : shown.passed ? '你已通过本次考试' : shown.closed ? '考试已截止' : '考试次数已用完',
    attempts: shown.handedIn.map((r) => attempt(paper, r)),
  }
}

function attempt(paper: SeedPaper, record: MockExamRecord) {
  const score = scoreOfRecord(paper, record)
  const passed = score >= paper.passScore
  return {
    recordId: record.recordId,
    paperId: paper.paperId,
    title: paper.title,
    score,
    totalScore: totalOf(paper),
    passScore: paper.passScore,
    passed,
    credit: passed ? paper.credit : 0,
    submitTime: record.submitTime ?? record.deadline,
    usedSeconds: Math.round(((record.submitTime ?? record.deadline) - record.startTime) / 1000),
  }
}

const records: CallHandler<'examCentre.records'> = (context) => {
  const doctor = me(context)
  const handedIn = recordsOf(context, doctor.accountCode)
    .filter((r) => r.answers)
    .sort((a, b) => (b.submitTime ?? 0) - (a.submitTime ?? 0))
    .flatMap((r) => {
      const paper = findPaper(r.paperId)
      return paper ? [attempt(paper, r)] : []
    })
  return paginate(handedIn, whole(context, 'current', 1), whole(context, 'size', 10))
}

const dateText = (time: number) => {
  const d = new Date(time)
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`
}

const certificate: CallHandler<'examCentre.certificate'> = (context) => {
  const doctor = me(context)
  const record = ownRecord(context)
  const paper = findPaper(record.paperId)
  if (!paper || !record.answers) throw errors.notFound('证书')
  const score = scoreOfRecord(paper, record)
  if (score < paper.passScore) throw errors.forbidden('该次考试未通过，没有合格证书')
  const issueTime = record.submitTime ?? record.deadline
  const certificateNo = `CME${new Date(issueTime).getFullYear()}${paper.paperId.slice(-4)}${record.recordId.slice(-6)}`
  const hospitalName = Object.hasOwn(DOCTOR_PROFILES, doctor.accountCode) ? DOCTOR_PROFILES[doctor.accountCode].hospitalName : ''
  const shown = {
    recordId: record.recordId,
    paperId: paper.paperId,
    certificateNo,
    holder: doctor.name,
    hospitalName,
    examTitle: paper.title,
    score,
    totalScore: totalOf(paper),
    credit: paper.credit,
    creditType: institute.creditType,
    institute: institute.name,
    issueTime,
  }
  return { ...shown, imageUrl: certificateArt({ ...shown, issueDate: dateText(issueTime) }) }
}

export const examCentreHandlers = defineHandlers({
  'examCentre.list': list,
  'examCentre.detail': detail,
  'examCentre.records': records,
  'examCentre.certificate': certificate,
})

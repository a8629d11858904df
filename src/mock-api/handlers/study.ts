import { errors } from '../errors'
import { DEMO_DOCTOR } from '../seed/accounts'
import { findPaper, seedExamRecords, SEED_PAPERS, type SeedPaper, type SeedQuestion } from '../seed/exams'
import type { MockExamRecord, MockState } from '../state'
import { arg, me, text, type CallContext, type CallHandler, defineHandlers } from './context'

// Exams of the study centre. Starting a paper opens an attempt with a deadline kept on the server, so a reload
// resumes the same attempt and the same clock; submitting scores it. The answers never leave the server before.

const letters = 'ABCDEFGH'

function paperOf(record: MockExamRecord): SeedPaper {
  const paper = findPaper(record.paperId)
  if (!paper) throw errors.notFound('试卷')
  return paper
}

export const totalOf = (paper: SeedPaper) => paper.questions.reduce((sum, q) => sum + q.score, 0)

/** What was answered, as letters sorted ('CA' and ['A','C'] are both 'AC'). */
function normalise(value: unknown): string {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split('') : []
  return parts
    .filter((p): p is string => typeof p === 'string' && letters.includes(p))
    .sort()
    .join('')
}

export function scoreOf(paper: SeedPaper, answers: Record<string, string>) {
  const correct = paper.questions.filter((q) => answers[q.id] === q.answer)
  return { score: correct.reduce((sum, q) => sum + q.score, 0), correctCount: correct.length }
}

/**
 * The attempts so far: the seed's until the first write, made as they are read, so the demo doctor's attempt in
 * progress started minutes before it is seen however long ago the world was seeded.
 */
export function examRecords(context: CallContext, state: MockState = context.store.state): Record<string, MockExamRecord> {
  return state.examRecords ?? seedExamRecords(context.now.getTime(), DEMO_DOCTOR.accountCode)
}

export function recordsOf(context: CallContext, accountCode: string): MockExamRecord[] {
  return Object.values(examRecords(context)).filter((r) => r.accountCode === accountCode)
}

const DAY = 86_400_000

/** When a paper may be taken: its window around the seed's `now` (midnight to midnight). */
export function paperWindow(paper: SeedPaper, now: Date): { startTime: number; endTime: number } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
  return { startTime: midnight - paper.opensDaysAgo * DAY, endTime: midnight + (paper.closesInDays + 1) * DAY - 1000 }
}

const options = (q: SeedQuestion) => q.options.map((label, i) => ({ value: letters[i], label: `${letters[i]}. ${label}` }))

const list: CallHandler<'exam.list'> = (context) => {
  const doctor = me(context)
  const records = recordsOf(context, doctor.accountCode).filter((r) => r.answers)
  return {
    records: SEED_PAPERS.map((paper) => {
      const done = records.filter((r) => r.paperId === paper.paperId).map((r) => scoreOf(paper, r.answers ?? {}).score)
      const best = done.length ? Math.max(...done) : null
      return {
        paperId: paper.paperId,
        title: paper.title,
        intro: paper.intro,
        questionCount: paper.questions.length,
        durationMinutes: paper.durationMinutes,
        totalScore: totalOf(paper),
        passScore: paper.passScore,
        credit: paper.credit,
        bestScore: best,
        status: best === null ? '未参加' : best >= paper.passScore ? '已通过' : '未通过',
      }
    }),
  }
}

const start: CallHandler<'exam.start'> = (context) => {
  const doctor = me(context)
  const paper = findPaper(text(context, 'paperId'))
  if (!paper) throw errors.notFound('试卷')
  const now = context.now.getTime()
  const mine = recordsOf(context, doctor.accountCode).filter((r) => r.paperId === paper.paperId)
  const open = mine.find((r) => !r.answers && r.deadline > now)
  // The exam centre's rules: a paper is taken inside its window and at most maxAttempts times.
  if (!open && now > paperWindow(paper, context.now).endTime) throw errors.forbidden('考试已截止')
  if (!open && mine.filter((r) => r.answers).length >= paper.maxAttempts) throw errors.forbidden('考试次数已用完')
  const record =
    open ??
    context.store.update((state) => {
      const records = (state.examRecords ??= examRecords(context, state))
      // The seed's attempts hold the first numbers: skip to a free one.
      let n = state.serial + 1
      while (Object.hasOwn(records, `ER${String(n).padStart(6, '0')}`)) n++
      const recordId = `ER${String(n).padStart(6, '0')}`
      const created: MockExamRecord = {
        recordId,
        paperId: paper.paperId,
        accountCode: doctor.accountCode,
        startTime: now,
        deadline: now + paper.durationMinutes * 60_000,
      }
      records[recordId] = created
      return created
    })
  return {
    recordId: record.recordId,
    paperId: paper.paperId,
    title: paper.title,
    intro: paper.intro,
    durationMinutes: paper.durationMinutes,
    deadline: record.deadline,
    totalScore: totalOf(paper),
    passScore: paper.passScore,
    questions: paper.questions.map((q, i) => ({ id: q.id, no: i + 1, type: q.type, title: q.title, score: q.score, options: options(q) })),
  }
}

export function ownRecord(context: CallContext): MockExamRecord {
  const doctor = me(context)
  const record = examRecords(context)[text(context, 'recordId')]
  if (!record || record.accountCode !== doctor.accountCode) throw errors.notFound('考试记录')
  return record
}

function result(record: MockExamRecord) {
  const paper = paperOf(record)
  const answers = record.answers ?? {}
  const { score, correctCount } = scoreOf(paper, answers)
  return {
    recordId: record.recordId,
    paperId: paper.paperId,
    title: paper.title,
    score,
    totalScore: totalOf(paper),
    passScore: paper.passScore,
    passed: score >= paper.passScore,
    credit: score >= paper.passScore ? paper.credit : 0,
    correctCount,
    questionCount: paper.questions.length,
    usedSeconds: Math.round(((record.submitTime ?? record.deadline) - record.startTime) / 1000),
    questions: paper.questions.map((q, i) => ({
      id: q.id,
      no: i + 1,
      type: q.type,
      title: q.title,
      options: options(q),
      yourAnswer: answers[q.id] ?? '',
      correctAnswer: q.answer,
      correct: answers[q.id] === q.answer,
      analysis: q.analysis,
    })),
  }
}

const submit: CallHandler<'exam.submit'> = (context) => {
  const record = ownRecord(context)
  if (record.answers) return result(record)
  const given = arg(context, 'answers')
  const raw = given && typeof given === 'object' && !Array.isArray(given) ? (given as Record<string, unknown>) : {}
  const answers = Object.fromEntries(
    Object.entries(raw)
      .map(([id, value]): [string, ReturnType<typeof normalise>] => [id, normalise(value)])
      .filter(([, v]) => v !== ''),
  )
  return context.store.update((state) => {
    const stored = (state.examRecords ??= examRecords(context, state))[record.recordId]
    stored.answers = answers
    // Answers sent after the deadline (a late reload) count as handed in at the deadline.
    stored.submitTime = Math.min(context.now.getTime(), stored.deadline)
    return result(stored)
  })
}

const resultOf: CallHandler<'exam.result'> = (context) => {
  const record = ownRecord(context)
  if (!record.answers) throw errors.forbidden('试卷尚未提交')
  return result(record)
}

export const studyHandlers = defineHandlers({
  'exam.list': list,
  'exam.start': start,
  'exam.submit': submit,
  'exam.result': resultOf,
})

import { errors } from '../errors'
import { DEMO_DOCTOR } from '../seed/accounts'
import { COURSE_TYPES, courseCover, INSTITUTES, SEED_COURSES, type SeedCourse } from '../seed/courses'
import { findPaper, seedExamRecords } from '../seed/exams'
import { me, paginate, text, whole, type CallContext, type CallHandler } from './context'

// Courses, the caller's learning records and his credits. Progress is the demo doctor's (the seed's); another
// doctor starts with nothing learnt. Credits: finished courses plus passed exams, one grant per paper.

const DAY = 86_400_000

function progressOf(course: SeedCourse, accountCode: string | undefined): number {
  return accountCode === DEMO_DOCTOR.accountCode ? course.learnt : 0
}

function card(course: SeedCourse, accountCode: string | undefined, now: Date) {
  const learnt = progressOf(course, accountCode)
  return {
    courseId: course.courseId,
    type: course.type,
    typeLabel: COURSE_TYPES[course.type],
    title: course.title,
    lecturer: course.lecturer,
    lessons: course.lessons,
    minutes: course.minutes,
    credit: course.credit,
    coverUrl: courseCover(course, SEED_COURSES.indexOf(course)),
    learnt,
    progress: Math.round((learnt / course.lessons) * 100),
    lastStudyTime: learnt > 0 ? now.getTime() - course.lastDaysAgo * DAY : null,
  }
}

const courses: CallHandler = (context) => {
  const type = text(context, 'type')
  const viewer = context.identity?.account.accountCode
  const found = SEED_COURSES.filter((c) => !type || c.type === type)
  const page = paginate(found, whole(context, 'current', 1), whole(context, 'size', 10))
  return {
    ...page,
    typeLabel: COURSE_TYPES[type as SeedCourse['type']] ?? '全部课程',
    records: page.records.map((c) => card(c, viewer, context.now)),
  }
}

const learnt: CallHandler = (context) => {
  const doctor = me(context)
  const studied = SEED_COURSES.filter((c) => progressOf(c, doctor.accountCode) > 0).sort((a, b) => a.lastDaysAgo - b.lastDaysAgo)
  const page = paginate(studied, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map((c) => card(c, doctor.accountCode, context.now)) }
}

function creditRecords(context: CallContext, accountCode: string) {
  const fromCourses = SEED_COURSES.filter((c) => progressOf(c, accountCode) === c.lessons).map((c) => ({
    title: c.title,
    source: '远程课程',
    credit: c.credit,
    time: context.now.getTime() - c.lastDaysAgo * DAY,
  }))
  const records = context.store.state.examRecords ?? seedExamRecords(context.now.getTime(), DEMO_DOCTOR.accountCode)
  const granted = new Set<string>()
  const fromExams = Object.values(records)
    .filter((r) => r.accountCode === accountCode && r.answers)
    .sort((a, b) => (a.submitTime ?? 0) - (b.submitTime ?? 0))
    .flatMap((r) => {
      const paper = findPaper(r.paperId)
      if (!paper || granted.has(paper.paperId)) return []
      const score = paper.questions.filter((q) => r.answers?.[q.id] === q.answer).reduce((sum, q) => sum + q.score, 0)
      if (score < paper.passScore) return []
      granted.add(paper.paperId)
      return [{ title: paper.title, source: '专项考试', credit: paper.credit, time: r.submitTime ?? r.deadline }]
    })
  return [...fromCourses, ...fromExams].sort((a, b) => b.time - a.time)
}

const credits: CallHandler = (context) => {
  const doctor = me(context)
  const records = creditRecords(context, doctor.accountCode)
  const year = context.now.getFullYear()
  const total = records.reduce((sum, r) => sum + r.credit, 0)
  const thisYear = records.filter((r) => new Date(r.time).getFullYear() === year).reduce((sum, r) => sum + r.credit, 0)
  return {
    totalCredit: total,
    yearCredit: thisYear,
    yearTarget: 15,
    records: records.map((r) => ({ ...r, institute: INSTITUTES[0].name, creditType: INSTITUTES[0].creditType })),
  }
}

const rule: CallHandler = (context) => {
  const institute = INSTITUTES.find((i) => i.instituteId === text(context, 'instituteId'))
  if (!institute) throw errors.notFound('授分机构')
  return institute
}

export const courseHandlers: Record<string, CallHandler> = {
  'study.courses': courses,
  'study.learnt': learnt,
  'credit.record': credits,
  'credit.rule': rule,
}

import { errors } from '../errors'
import { DEMO_DOCTOR } from '../seed/accounts'
import { COURSE_OUTLINES } from '../seed/course-lessons'
import { COURSE_TYPES, courseCover, INSTITUTES, SEED_COURSES, type SeedCourse } from '../seed/courses'
import { lessonVideo } from '../seed/lecture-clips'
import { byline, departmentOf, hospitalOf, titleOf } from '../seed/people'
import { findPaper, seedExamRecords } from '../seed/exams'
import type { MockCourseProgress, MockState } from '../state'
import { me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'

// Courses, their lessons, the caller's progress and his credits. Progress is kept per doctor and course in
// `state.courseProgress`; until a doctor studies, the demo doctor has the seed's (his first lessons done) and
// another doctor nothing. Credits: finished courses plus passed exams, one grant per paper.

const DAY = 86_400_000

const progressKey = (accountCode: string, courseId: string) => `${accountCode}:${courseId}`

/** The seed's progress: the demo doctor's first `learnt` lessons, done `lastDaysAgo` days ago. */
function seededProgress(course: SeedCourse, accountCode: string | undefined, now: number): MockCourseProgress | undefined {
  if (accountCode !== DEMO_DOCTOR.accountCode || course.learnt === 0) return undefined
  const at = now - course.lastDaysAgo * DAY
  const done = Array.from({ length: course.learnt }, (_, i) => i + 1)
  return { done, lastStudyTime: at, ...(course.learnt === course.lessons ? { finishedTime: at } : {}) }
}

function progressOf(context: CallContext, course: SeedCourse, accountCode: string | undefined, state: MockState = context.store.state) {
  if (!accountCode) return undefined
  const kept = state.courseProgress[progressKey(accountCode, course.courseId)]
  return kept ?? seededProgress(course, accountCode, context.now.getTime())
}

function card(context: CallContext, course: SeedCourse, accountCode: string | undefined) {
  const progress = progressOf(context, course, accountCode)
  const learnt = progress?.done.length ?? 0
  return {
    courseId: course.courseId,
    type: course.type,
    typeLabel: COURSE_TYPES[course.type],
    title: course.title,
    lecturer: byline(course.lecturer),
    lessons: course.lessons,
    minutes: course.minutes,
    credit: course.credit,
    coverUrl: courseCover(course, SEED_COURSES.indexOf(course)),
    learnt,
    progress: Math.round((learnt / course.lessons) * 100),
    lastStudyTime: progress?.lastStudyTime ?? null,
  }
}

function findCourse(context: CallContext): SeedCourse {
  const course = SEED_COURSES.find((c) => c.courseId === text(context, 'courseId'))
  if (!course) throw errors.notFound('课程')
  return course
}

function lessonsOf(course: SeedCourse, done: readonly number[]) {
  return COURSE_OUTLINES[course.courseId].lessons.map((lesson, i) => {
    const lessonId = `${course.courseId}-${String(i + 1)}`
    return {
      lessonId,
      courseId: course.courseId,
      index: i + 1,
      title: lesson.title,
      ...lessonVideo(lessonId, lesson.minutes),
      done: done.includes(i + 1),
    }
  })
}

/** The first lesson not done; the first when all are (to study again). */
function nextLesson(lessons: ReturnType<typeof lessonsOf>) {
  return (lessons.find((l) => !l.done) ?? lessons[0]).lessonId
}

const course: CallHandler<'study.course'> = (context) => {
  const doctor = me(context)
  const found = findCourse(context)
  const done = progressOf(context, found, doctor.accountCode)?.done ?? []
  const lessons = lessonsOf(found, done)
  return {
    ...card(context, found, doctor.accountCode),
    lecturer: found.lecturer,
    lecturerTitle: titleOf(found.lecturer),
    lecturerHospital: `${hospitalOf(found.lecturer)} ${departmentOf(found.lecturer)}`,
    creditType: INSTITUTES[0].creditType,
    institute: INSTITUTES[0].name,
    intro: COURSE_OUTLINES[found.courseId].intro,
    nextLessonId: nextLesson(lessons),
    lessonList: lessons,
  }
}

function findLesson(context: CallContext, found: SeedCourse, done: readonly number[]) {
  const lessons = lessonsOf(found, done)
  const lesson = lessons.find((l) => l.lessonId === text(context, 'lessonId'))
  if (!lesson) throw errors.notFound('课程章节')
  return { lessons, lesson }
}

const lesson: CallHandler<'study.lesson'> = (context) => {
  const doctor = me(context)
  const found = findCourse(context)
  const done = progressOf(context, found, doctor.accountCode)?.done ?? []
  const { lessons, lesson: one } = findLesson(context, found, done)
  return {
    lesson: one,
    courseTitle: found.title,
    lecturer: byline(found.lecturer),
    lessons: found.lessons,
    learnt: done.length,
    progress: Math.round((done.length / found.lessons) * 100),
    nextLessonId: lessons[one.index]?.lessonId ?? null,
  }
}

/** A lesson watched to its end: kept, and when it was the course's last one left, the course's credit granted. */
const finishLesson: CallHandler<'study.finishLesson'> = (context) => {
  const doctor = me(context)
  const found = findCourse(context)
  const now = context.now.getTime()
  const before = progressOf(context, found, doctor.accountCode)
  const { lesson: one } = findLesson(context, found, before?.done ?? [])
  const after = context.store.update((state) => {
    const kept = state.courseProgress
    const current = progressOf(context, found, doctor.accountCode, state) ?? { done: [], lastStudyTime: now }
    const done = current.done.includes(one.index) ? current.done : [...current.done, one.index].sort((a, b) => a - b)
    const finished = current.finishedTime ?? (done.length === found.lessons ? now : undefined)
    const next: MockCourseProgress = { done, lastStudyTime: now, ...(finished === undefined ? {} : { finishedTime: finished }) }
    kept[progressKey(doctor.accountCode, found.courseId)] = next
    return next
  })
  const completedNow = before?.finishedTime === undefined && after.finishedTime !== undefined
  return {
    courseId: found.courseId,
    learnt: after.done.length,
    lessons: found.lessons,
    progress: Math.round((after.done.length / found.lessons) * 100),
    creditGranted: completedNow ? found.credit : 0,
  }
}

const courses: CallHandler<'study.courses'> = (context) => {
  const type = text(context, 'type')
  const viewer = context.identity?.account.accountCode
  const found = SEED_COURSES.filter((c) => !type || c.type === type)
  const page = paginate(found, whole(context, 'current', 1), whole(context, 'size', 10))
  return {
    ...page,
    typeLabel: COURSE_TYPES[type as SeedCourse['type']] ?? '全部课程',
    records: page.records.map((c) => card(context, c, viewer)),
  }
}

const learnt: CallHandler<'study.learnt'> = (context) => {
  const doctor = me(context)
  const studied = SEED_COURSES.map((c) => card(context, c, doctor.accountCode))
    .filter((c) => c.learnt > 0)
    .sort((a, b) => (b.lastStudyTime ?? 0) - (a.lastStudyTime ?? 0))
  return paginate(studied, whole(context, 'current', 1), whole(context, 'size', 10))
}

function creditRecords(context: CallContext, accountCode: string) {
  const fromCourses = SEED_COURSES.flatMap((c) => {
    const finishedTime = progressOf(context, c, accountCode)?.finishedTime
    return finishedTime === undefined ? [] : [{ title: c.title, source: '远程课程', credit: c.credit, time: finishedTime }]
  })
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

const credits: CallHandler<'credit.record'> = (context) => {
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

const rule: CallHandler<'credit.rule'> = (context) => {
  const institute = INSTITUTES.find((i) => i.instituteId === text(context, 'instituteId'))
  if (!institute) throw errors.notFound('授分机构')
  return institute
}

export const courseHandlers = defineHandlers({
  'study.courses': courses,
  'study.learnt': learnt,
  'study.course': course,
  'study.lesson': lesson,
  'study.finishLesson': finishLesson,
  'credit.record': credits,
  'credit.rule': rule,
})

// A course opened from 课程中心: its lessons, the next one to study, and a lesson watched to its end moving the
// progress that 课程中心, 学习记录 and, once the course is finished, 我的学分 show.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, mockServer, resetMockBackend } from './node'
import { dataOf, sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Lesson {
  lessonId: string
  index: number
  title: string
  seconds: number
  done: boolean
}
interface Course {
  title: string
  lecturer: string
  lecturerTitle: string
  lecturerHospital: string
  lessons: number
  minutes: number
  learnt: number
  progress: number
  nextLessonId: string
  lessonList: Lesson[]
}
interface Card {
  courseId: string
  progress: number
  learnt: number
}

describe('a course and its lessons', () => {
  it('lists the lessons with their lengths and done state, lecturer and where he works', async () => {
    const token = loginAs('doctor')
    const course = await dataOf<Course>('study.course', { courseId: 'CS002' }, token)
    expect(course).toMatchObject({
      title: '国家基层糖尿病防治管理指南解读',
      lecturer: '吴淑珍',
      lecturerTitle: '全科医师',
      lecturerHospital: '浙江省肿瘤医院 肿瘤预防科',
      lessons: 5,
      learnt: 3,
      progress: 60,
      nextLessonId: 'CS002-4',
    })
    expect(course.lessonList.map((l) => l.done)).toEqual([true, true, true, false, false])
    expect(course.lessonList.reduce((sum, l) => sum + l.seconds, 0)).toBe(course.minutes * 60)
  })

  it('keeps a lesson watched to its end: 课程中心 and 学习记录 show the new progress', async () => {
    const token = loginAs('doctor')
    const finished = await dataOf<{ progress: number; creditGranted: number }>(
      'study.finishLesson',
      { courseId: 'CS002', lessonId: 'CS002-4' },
      token,
    )
    expect(finished).toMatchObject({ progress: 80, creditGranted: 0 })
    const course = await dataOf<Course>('study.course', { courseId: 'CS002' }, token)
    expect(course).toMatchObject({ learnt: 4, progress: 80, nextLessonId: 'CS002-5' })
    const list = await dataOf<{ records: Card[] }>('study.courses', { type: 'guideline', current: 1, size: 10 }, token)
    expect(list.records.find((c) => c.courseId === 'CS002')).toMatchObject({ learnt: 4, progress: 80 })
    const learnt = await dataOf<{ records: Card[] }>('study.learnt', { current: 1, size: 10 }, token)
    expect(learnt.records[0]).toMatchObject({ courseId: 'CS002', progress: 80 })
  })

  it('grants the course credit in 我的学分 once, when its last lesson is done', async () => {
    const token = loginAs('doctor')
    const before = await dataOf<{ totalCredit: number }>('credit.record', undefined, token)
    await dataOf('study.finishLesson', { courseId: 'CS006', lessonId: 'CS006-1' }, token)
    await dataOf('study.finishLesson', { courseId: 'CS006', lessonId: 'CS006-3' }, token)
    const last = await dataOf<{ progress: number; creditGranted: number }>(
      'study.finishLesson',
      { courseId: 'CS006', lessonId: 'CS006-2' },
      token,
    )
    expect(last).toMatchObject({ progress: 100, creditGranted: 1 })
    const again = await dataOf<{ creditGranted: number }>('study.finishLesson', { courseId: 'CS006', lessonId: 'CS006-2' }, token)
    expect(again.creditGranted).toBe(0)
    const after = await dataOf<{ totalCredit: number; records: Array<{ title: string; source: string; credit: number }> }>(
      'credit.record',
      undefined,
      token,
    )
    expect(after.totalCredit).toBe(before.totalCredit + 1)
    expect(after.records[0]).toMatchObject({ title: '肺结节的社区随访与转诊', source: '远程课程', credit: 1 })
  })

  it('says so for a course or lesson that does not exist, and keeps courses from residents', async () => {
    const token = loginAs('doctor')
    const { body } = await sendCall('study.course', { courseId: 'CS999' }, { token, doctorPage: true })
    expect(body).toMatchObject({ code: '125000404', msg: '课程不存在' })
    const lesson = await sendCall('study.finishLesson', { courseId: 'CS001', lessonId: 'CS001-9' }, { token, doctorPage: true })
    expect(lesson.body).toMatchObject({ code: '125000404', msg: '课程章节不存在' })
    const resident = await sendCall('study.course', { courseId: 'CS001' }, { token: loginAs('resident'), doctorPage: false })
    expect(resident.body.msg).toBe('拒绝访问')
  })
})

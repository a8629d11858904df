// 课程中心 → a course → a lesson, drawn by the app's engine and answered by the embedded backend itself: the
// course card opens the course, the course lists its lessons and opens the next one, and a lesson watched to its
// end moves the progress the course centre shows.
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EngineProvider, ScreenView, type Screen } from '../../src/engine'
import { catalogue } from '../../src/api/catalogue'
import { createListEngine, fakeIntersectionObserverPerTest } from '../../renderers/list/testing'
import { registerAppExtensions } from '../../src/shell/register-app'
import { loginAs, mockServer, resetMockBackend } from '../../src/mock-api/node'
import { sendCall } from '../../src/mock-api/testing'
import courseList from '../../screens/study/course-list.json'
import courseDetail from '../../screens/study/course-detail.json'
import courseLesson from '../../screens/study/course-lesson.json'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())
fakeIntersectionObserverPerTest()

/** Every catalogue call answered by the embedded backend, as the demo doctor. */
function backendCalls(token: string): Record<string, (args: unknown) => Promise<unknown>> {
  const answer = async (name: string, args: unknown) => {
    const { body } = await sendCall(name, args, { token, doctorPage: true })
    if (body.code !== '000000') throw Object.assign(new Error(body.msg), { code: body.code })
    return body.data
  }
  return Object.fromEntries(Object.keys(catalogue).map((name) => [name, (args: unknown) => answer(name, args)]))
}

function open(config: unknown, token: string, route: Record<string, string> = {}) {
  const engine = createListEngine({ calls: backendCalls(token), user: { loggedIn: true } }, registerAppExtensions)
  const view = render(
    <EngineProvider engine={engine}>
      <ScreenView config={config as Screen} route={route} />
    </EngineProvider>,
  )
  return { ...view, recorded: engine.recorded }
}

describe('studying a course', () => {
  it('opens a course from 课程中心, plays its next lesson, and shows the new progress once it is watched', async () => {
    const token = loginAs('doctor')
    const list = open(courseList, token)
    const card = await screen.findByText('国家基层糖尿病防治管理指南解读')
    expect(screen.getAllByText('已学60%').length).toBeGreaterThan(0)
    fireEvent.click(card)
    expect(list.recorded.navigations.at(-1)).toEqual({ to: '/doctor/study/course/CS002', replace: false })
    list.unmount()

    const detail = open(courseDetail, token, { courseId: 'CS002' })
    expect(await screen.findByText('第4节 口服降糖药与胰岛素的规范使用')).toBeTruthy()
    expect(screen.getByText('吴淑珍 全科医师')).toBeTruthy()
    expect(screen.getByText('已学3/5节（60%）')).toBeTruthy()
    expect(screen.getByText('第1节 糖尿病的筛查与诊断标准').closest('.adm-list-item')?.textContent).toContain('已学完')
    fireEvent.click(screen.getByRole('button', { name: '继续学习' }))
    expect(detail.recorded.navigations.at(-1)).toEqual({ to: '/doctor/study/course/CS002/lesson/CS002-4', replace: false })
    detail.unmount()

    const lesson = open(courseLesson, token, { courseId: 'CS002', lessonId: 'CS002-4' })
    const player = await screen.findByLabelText<HTMLVideoElement>('第4节 口服降糖药与胰岛素的规范使用')
    expect(screen.getByText('课程进度：已学3/5节（60%）')).toBeTruthy()
    fireEvent.ended(player)
    expect(await screen.findByText('课程进度：已学4/5节（80%）')).toBeTruthy()
    expect(screen.getByText('本节已学完')).toBeTruthy()
    expect(lesson.recorded.calls).toContainEqual({ name: 'study.finishLesson', args: { courseId: 'CS002', lessonId: 'CS002-4' } })
    expect(lesson.recorded.toasts.at(-1)).toMatchObject({ text: '本节已学完' })
    fireEvent.click(screen.getByRole('button', { name: '下一节' }))
    expect(lesson.recorded.navigations.at(-1)).toEqual({ to: '/doctor/study/course/CS002/lesson/CS002-5', replace: true })
    lesson.unmount()

    open(courseList, token)
    const updated = await screen.findByText('国家基层糖尿病防治管理指南解读')
    expect(within(updated.closest('.adm-card') ?? document.body).getByText('已学80%')).toBeTruthy()
  })
})

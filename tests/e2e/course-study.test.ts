// 课程中心 → a course → its next lesson, in Chromium against the built app and the embedded backend, as the demo
// doctor: the course card opens the course (lecturer, credit, lessons with their length and done state), 继续学习
// plays the next lesson, watching it to its end records it, and Back shows the course and 课程中心 moved on.
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { expectFitsWidth, PHONE_WIDTHS } from './layout.ts'
import { openAsDoctor } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

describe('studying a course', () => {
  it('opens a course from 课程中心, plays its next lesson to the end and shows the progress everywhere', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/study/curse-list'))
    await page.getByText('国家基层糖尿病防治管理指南解读').click()
    await page.waitForURL(/\/edu\/doctor\/study\/course\/CS002$/)
    await page.getByText('第4节 口服降糖药与胰岛素的规范使用').waitFor(WAIT)
    await page.getByText('浙江省肿瘤医院 肿瘤预防科').waitFor()
    await page.getByText('已学3/5节（60%）').waitFor()
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
    await page.setViewportSize({ width: 375, height: 812 })

    await page.locator('.edu-page__footer').getByRole('button', { name: '继续学习' }).click()
    await page.waitForURL(/\/edu\/doctor\/study\/course\/CS002\/lesson\/CS002-4$/)
    await page.getByText('课程进度：已学3/5节（60%）').waitFor(WAIT)
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
    await page.setViewportSize({ width: 375, height: 812 })

    // The recording lasts the lesson's 34 minutes: skip to its last seconds (the player can seek: its file comes
    // from the server with byte ranges) and let it play to the end.
    const player = page.getByLabel('第4节 口服降糖药与胰岛素的规范使用')
    const played = await player.evaluate(async (el) => {
      const video = el as HTMLVideoElement
      if (video.readyState < 1) await new Promise((ok) => video.addEventListener('loadedmetadata', ok, { once: true }))
      const duration = video.duration
      video.muted = true
      video.currentTime = duration - 3
      await new Promise((ok) => video.addEventListener('seeked', ok, { once: true }))
      const ended = new Promise((ok) => video.addEventListener('ended', () => ok(true), { once: true }))
      await video.play()
      return { duration, ended: await Promise.race([ended, new Promise((ok) => setTimeout(() => ok(false), 8000))]) }
    })
    expect(played).toEqual({ duration: 34 * 60, ended: true })
    await page.getByText('课程进度：已学4/5节（80%）').waitFor(WAIT)
    await page.getByText('本节已学完', { exact: true }).first().waitFor()

    await page.goBack()
    await page.waitForURL(/\/edu\/doctor\/study\/course\/CS002$/)
    await page.getByText('已学4/5节（80%）').waitFor(WAIT)
    await page.goBack()
    await page.waitForURL(/\/edu\/doctor\/study\/curse-list$/)
    await page.getByText('已学80%').waitFor(WAIT)
  })
})

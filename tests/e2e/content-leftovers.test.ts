// Content leftovers of issue 10 in the built app: an uploaded video plays on its detail page from the file the
// embedded backend kept (and says so plainly when the file is gone), and every content detail page with a comment
// composer passes axe with the composer in use.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

/** A 3 s webm clip of the embedded backend's media: small, and Chromium plays it. */
const clip = {
  name: '家庭自测血压.webm',
  mimeType: 'video/webm',
  buffer: readFileSync(new URL('../../src/mock-api/media/bp.webm', import.meta.url)),
}

async function logIn(page: Page, path: string, who: '医生' | '居民'): Promise<void> {
  await openLoggedIn(page, b.url(path), new RegExp(`以演示${who}登录`))
}

describe('an uploaded video', () => {
  it("plays on its detail page under its title, opened from the doctor's videos; without its file it says so", async () => {
    const page = b.page()
    await logIn(page, '/video/upload', '医生')
    await page.locator('.edu-uploader__input').setInputFiles(clip)
    await page.getByPlaceholder('请输入视频标题（50字以内）').fill('家庭自测血压三步法')
    await page.getByPlaceholder('介绍一下视频内容（选填，500字以内）').fill('袖带、坐姿、读数，三步教会老人在家量血压。')
    await page.getByRole('button', { name: '上传', exact: true }).click()
    await page.waitForURL(/\/edu\/user\/homepage\/video\/\w+$/, WAIT)
    await page.getByText('家庭自测血压三步法').click()
    await page.waitForURL(/\/edu\/pedia\/video\/detail\/UV\d+$/)
    await page.getByText('家庭自测血压三步法').first().waitFor(WAIT)
    await page.getByText('袖带、坐姿、读数，三步教会老人在家量血压。').waitFor()
    const player = page.getByLabel('家庭自测血压三步法', { exact: true }).and(page.locator('video'))
    await player.waitFor()
    expect(await player.getAttribute('src')).toMatch(/\/edu\/api\/__media\/uploads\/UV\d+$/)
    // The very file uploaded: the player reads it and plays.
    await player.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true
      await v.play()
    })
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), WAIT).toBeGreaterThan(0)
    expect(await page.getByText('页面暂时无法访问').count()).toBe(0)
    const address = page.url()

    // Another browser with the same account world but not the file (IndexedDB is not carried over).
    const other = await b.newContext({ storageState: await page.context().storageState() })
    const later = await other.newPage()
    await later.goto(address)
    await later.getByText('家庭自测血压三步法').first().waitFor(WAIT)
    await later.getByText('这段视频只保存在上传它的浏览器中，本机找不到视频文件。请在上传它的设备上观看，或重新上传。').waitFor(WAIT)
    await later.getByRole('img', { name: '家庭自测血压三步法 视频文件已失效' }).waitFor()
    expect(await later.locator('video').count()).toBe(0)
    expect(await later.getByText('页面暂时无法访问').count()).toBe(0)
    await later.getByRole('button', { name: '重新上传' }).click()
    await later.waitForURL(/\/edu\/video\/upload$/)
  })
})

/** Every content detail page whose config has a composer, with a piece the seed allows comments on. */
const withComposer = [
  '/news/view/1',
  '/popular/view/1',
  '/doctor/health/popular/detail/1',
  '/market/academic/view/C001',
  '/academic/article/view/AR0001',
  '/academic/course/detail/1',
  '/pedia/video/detail/V001',
  '/content/video/detail/C001',
  '/research/v2/detail/1/product_feedback',
]

describe('comment composers', () => {
  // One page a test: each is a login, a page and an axe pass (3-6 s alone), and nine in one test outgrew its 60 s
  // on a loaded CI machine.
  it.each(withComposer)('pass axe on %s with the composer in use', async (path) => {
    const page = b.page()
    await logIn(page, path, '居民')
    const box = page.getByRole('textbox', { name: '写下你的评论' })
    await box.waitFor(WAIT)
    // Sending nothing shows the composer's message; typing shows the count.
    await page.getByRole('button', { name: '发表' }).click()
    await page.getByText('请输入评论内容').first().waitFor(WAIT)
    await box.fill('讲得很清楚，转给家里老人看看。')
    await box.focus()
    await expectAccessible(page)
  })

  it('are not on a live broadcast, which takes no comments', async () => {
    const page = b.page()
    await logIn(page, '/pedia/live/detail/L001', '居民')
    await page.getByText('直播中').first().waitFor(WAIT)
    expect(await page.getByRole('textbox', { name: '写下你的评论' }).count()).toBe(0)
  })
})

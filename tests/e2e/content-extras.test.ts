// Content extras in the built app: uploading a video as the demo doctor (progress, cancel, and a whole upload
// that lands in his homepage's videos), and writing a comment under a news piece.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()

/** A few megabytes, so the upload's progress has steps to show. */
const clip = { name: '居家血压测量.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(6 * 1024 * 1024, 7) }

async function uploadPageAsDoctor(page: Page) {
  await openLoggedIn(page, b.url('/video/upload'), /以演示医生登录/)
  await page.getByRole('button', { name: '选择视频' }).waitFor()
}

describe('video upload', () => {
  it('shows the progress of an upload, and a cancel stops it, says so and keeps the file and title', async () => {
    const page = b.page()
    await uploadPageAsDoctor(page)
    await page.locator('.edu-uploader__input').setInputFiles(clip)
    await page.getByText('居家血压测量.mp4').waitFor()
    await page.getByText('6.0 MB').waitFor()
    await page.getByPlaceholder('请输入视频标题（50字以内）').fill('家庭自测血压三步法')
    await page.getByRole('button', { name: '上传', exact: true }).click()
    const bar = page.getByRole('progressbar')
    await bar.waitFor()
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0)
    await page.getByRole('button', { name: '取消上传' }).click()
    await page.getByText('已取消上传').waitFor()
    await page.getByRole('button', { name: '上传', exact: true }).waitFor()
    expect(await page.getByRole('progressbar').count()).toBe(0)
    // Nothing typed or chosen is lost, and nothing was kept by the backend.
    expect(await page.getByPlaceholder('请输入视频标题（50字以内）').inputValue()).toBe('家庭自测血压三步法')
    await page.getByText('居家血压测量.mp4').waitFor()
    await page.waitForTimeout(2000)
    expect(page.url()).toMatch(/\/edu\/video\/upload$/)
    expect(b.pageErrors()).toEqual([])
  })

  it("asks for the video and its title, then uploads it into the doctor's homepage videos", async () => {
    const page = b.page()
    await uploadPageAsDoctor(page)
    await page.getByRole('button', { name: '上传', exact: true }).click()
    await page.getByText('请输入视频标题').first().waitFor()
    await page.getByPlaceholder('请输入视频标题（50字以内）').fill('家庭自测血压三步法')
    await page.getByRole('button', { name: '上传', exact: true }).click()
    await page.getByText('请选择视频').waitFor()
    await page.locator('.edu-uploader__input').setInputFiles(clip)
    await page.getByRole('button', { name: '上传', exact: true }).click()
    await page.getByRole('progressbar').waitFor()
    await page.waitForURL(/\/edu\/user\/homepage\/video\/\w+$/)
    await page.getByText('家庭自测血压三步法').waitFor()
    expect(b.pageErrors()).toEqual([])
  })
})

describe('comments', () => {
  it('lets a logged-in resident write a comment that shows first, and asks for text when there is none', async () => {
    const page = b.page()
    await page.goto(b.url('/ok_home/unlogin'))
    await page.getByRole('button', { name: '登录 / 注册' }).click()
    await page.getByText(/以演示居民登录/).click()
    await page.waitForURL(/\/edu\/health\/client\/home$/)
    await page.goto(b.url('/news/view/1'))
    const box = page.getByRole('textbox', { name: '写下你的评论' })
    await box.waitFor()
    const heading = page.getByText(/^评论 \d+$/)
    const before = Number((await heading.innerText()).replace('评论 ', ''))
    await page.getByRole('button', { name: '发表' }).click()
    await page.getByText('请输入评论内容').waitFor()
    await box.fill('家里老人血压偏高，请问早上几点量最准？')
    await page.getByRole('button', { name: '发表' }).click()
    await page.getByText('评论成功').waitFor()
    await expect.poll(() => box.inputValue()).toBe('')
    await expect.poll(() => heading.innerText()).toBe(`评论 ${before + 1}`)
    // Newest first: the first comment of the list is the one just written, under the resident's name.
    await page.getByText('家里老人血压偏高，请问早上几点量最准？').waitFor()
    const text = await page.locator('body').innerText()
    const between = text.slice(text.indexOf('发表'), text.indexOf('家里老人血压偏高，请问早上几点量最准？'))
    // Only its own name-and-time line stands between the composer and the new comment.
    expect(between.match(/·/g)).toHaveLength(1)
    expect(between).toContain('林晓燕')
    await page.reload()
    await page.getByText('家里老人血压偏高，请问早上几点量最准？').waitFor()
    expect(b.pageErrors()).toEqual([])
  })
})

describe('auxiliary diagnosis', () => {
  it('asks for symptoms, then shows the diagnoses the knowledge table suggests', async () => {
    const page = b.page()
    await page.goto(b.url('/re-education/auxiliary-diagnosis'))
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    await page.getByText(/以演示医生登录/).click()
    await page.waitForURL(/\/edu\/re-education\/auxiliary-diagnosis$/)
    await page.getByRole('button', { name: '开始分析' }).click()
    await page.getByText('请填写主诉症状').first().waitFor()
    await page.getByPlaceholder('如：反复头晕、头痛半年，偶有心悸').fill('发热三天，咳嗽咳黄痰，右侧胸痛')
    await page.getByPlaceholder('如：诊室血压 162/98 mmHg，心电图示左心室肥厚').fill('右下肺湿啰音，白细胞升高，胸片见右下肺浸润影')
    await page.getByRole('button', { name: '开始分析' }).click()
    await page.waitForURL(/\/edu\/re-education\/auxiliary-diagnosis\/result\?/)
    await page.getByText('社区获得性肺炎').waitFor()
    await page
      .getByText(/^依据：.*湿啰音/)
      .first()
      .waitFor()
    expect(b.pageErrors()).toEqual([])
  })
})

describe('homepages', () => {
  it('lets the demo doctor edit his profile from his homepage and shows what he saved', async () => {
    const page = b.page()
    await page.goto(b.url('/user/homepage/edit/330106198203154231'))
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    await page.getByText(/以演示医生登录/).click()
    await page.waitForURL(/\/edu\/user\/homepage\/edit\/330106198203154231$/)
    await page.goto(b.url('/user/homepage/7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'))
    await page.getByRole('button', { name: '编辑资料' }).click()
    await page.waitForURL(/\/edu\/user\/homepage\/edit\/330106198203154231$/)
    const name = page.getByPlaceholder('请输入主页上显示的名字')
    await expect.poll(() => name.inputValue()).toBe('陈立新')
    await name.fill('陈')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await page.getByText('主页昵称至少2个字').first().waitFor()
    await name.fill('陈立新医生')
    await page.getByPlaceholder('如：高血压、糖尿病等慢病的长期管理').fill('高血压、糖尿病管理，老年综合评估。')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await page.getByText('保存成功').waitFor()
    await page.waitForURL(/\/edu\/user\/homepage\/7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d$/)
    await page.getByText('陈立新医生').first().waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('lists popular-science contributors, each opening his homepage', async () => {
    const page = b.page()
    await page.goto(b.url('/user/homepage/science-contributor-home'))
    const first = page.getByText(/^科普 \d+ 篇/).first()
    await first.waitFor()
    await first.click()
    await page.waitForURL(/\/edu\/user\/homepage\/\w{32}$/)
    await page.getByText(/作品$/).first().waitFor()
    expect(b.pageErrors()).toEqual([])
  })
})

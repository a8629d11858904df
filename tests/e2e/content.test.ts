// Content in the built app: a news item opened from the feed, liked, and left; a detail call failed from the 调试
// panel, its fallback page titled by the content type, and its refresh; another doctor's article editor saying why
// it shows nothing; the demo doctor writing an article (the draft survives a reload), publishing it, and finding it
// on its view page, in his article list and on his homepage.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { pngFile } from './pictures.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

async function logInAs(page: Page, who: '医生' | '居民', url: string): Promise<void> {
  await openLoggedIn(page, url, new RegExp(`以演示${who}登录`))
}

/** The 调试 panel: choose a fault for one call (or none), then close the panel. */
async function setFault(page: Page, call: string, label: string | null): Promise<void> {
  await page.getByRole('button', { name: '调试' }).click()
  if (label === null) {
    await page.getByRole('button', { name: '全部恢复' }).click()
  } else {
    await page.locator('.adm-list-item', { hasText: call }).first().click()
    const picker = page.locator('.adm-picker')
    await picker.locator('.adm-picker-view-column-item', { hasText: label }).first().click()
    // The wheel hands its choice to the picker on the next tick.
    await page.waitForTimeout(100)
    await picker.getByText('确定', { exact: true }).click()
    await picker.waitFor({ state: 'hidden' })
    await page.locator('.adm-list-item', { hasText: call }).filter({ hasText: label }).first().waitFor()
  }
  await page
    .locator('.adm-popup .adm-mask')
    .first()
    .click({ position: { x: 10, y: 10 } })
  await page.locator('.adm-popup-body').first().waitFor({ state: 'hidden' })
}

describe('content', () => {
  it('opens a news item from the feed, likes it, and goes back to the feed', async () => {
    const page = b.page()
    await logInAs(page, '居民', b.url('/health/client/user-center'))
    await page.goto(b.url('/health/client/home'))
    await page.getByText('国家卫健委：基层家庭医生签约服务覆盖面持续扩大').click()
    await page.waitForURL(/\/edu\/news\/view\/1$/)
    await page.getByRole('heading', { name: '国家卫健委：基层家庭医生签约服务覆盖面持续扩大' }).first().waitFor(WAIT)
    // Comments show under the piece.
    await page.getByText(/^评论 \d+$/).waitFor(WAIT)
    await page.getByRole('button', { name: '点赞 30' }).click()
    await page.getByRole('button', { name: '已赞 31' }).waitFor(WAIT)
    await page.getByRole('button', { name: '收藏' }).click()
    await page.getByRole('button', { name: '已收藏' }).waitFor(WAIT)
    // The like is kept: the page opened again shows it.
    await page.reload()
    await page.getByRole('button', { name: '已赞 31' }).waitFor(WAIT)
    await page.goBack()
    await page.waitForURL(/\/edu\/health\/client\/home$/)
    await page.getByRole('navigation', { name: '底部导航' }).waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('shows the fallback page titled by the content type when the detail call fails, and refreshes', async () => {
    b.expectErrors(/status of 500/)
    const page = b.page()
    await page.goto(b.url('/popular/view/2'))
    await page.getByRole('heading', { name: '血压高了一定要吃药吗？' }).first().waitFor(WAIT)
    await setFault(page, 'content.doctorPopularScience', 'HTTP 500')
    await page.reload()
    await page.getByText('页面暂时无法访问').waitFor(WAIT)
    expect(await page.title()).toBe('科普详情')
    await expect.poll(() => page.getByRole('heading', { name: '血压高了一定要吃药吗？' }).count()).toBe(0)
    await setFault(page, 'content.doctorPopularScience', null)
    await page.getByRole('button', { name: '刷新' }).click()
    await page.getByRole('heading', { name: '血压高了一定要吃药吗？' }).first().waitFor(WAIT)
    expect(await page.getByText('页面暂时无法访问').count()).toBe(0)
  })

  it("says why when someone opens another doctor's article editor", async () => {
    b.expectErrors(/status of 404/)
    const page = b.page()
    await logInAs(page, '居民', b.url('/academic/article/modify/AR0001'))
    const failure = page.locator('.adm-result', { hasText: '页面暂时无法访问' })
    await failure.getByText('文章不存在').waitFor(WAIT)
    expect(await page.getByRole('textbox').count()).toBe(0)
  })

  it('lets the demo doctor write an article, keeps the draft through a reload, publishes it and lists it', async () => {
    const page = b.page()
    await logInAs(page, '医生', b.url('/academic/article/add'))
    const title = '社区高血压患者家庭自测血压的三点经验'
    await page.getByRole('textbox', { name: '标题' }).fill(title)
    const body = page.getByRole('textbox', { name: '正文' })
    await body.click()
    await page.keyboard.type('测量方法')
    await page.getByRole('button', { name: '标题', exact: true }).click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: '列表' }).click()
    await page.keyboard.type('早晚各测两次')
    await page.keyboard.press('Enter')
    await page.keyboard.type('连续测量七天')
    await expect
      .poll(() => body.evaluate((e) => e.innerHTML))
      .toMatch(/<h2>测量方法<\/h2>.*<ul><li>早晚各测两次<\/li><li>连续测量七天<\/li><\/ul>/)

    // A cover and a picture in the text, each shrunk on the phone (the shrinker's code comes with the first).
    const png = pngFile('血压记录.png')
    await page.locator('.edu-editor__cover input[type=file]').setInputFiles(png)
    await page.getByRole('img', { name: '上传封面' }).waitFor(WAIT)
    expect(await page.getByRole('img', { name: '上传封面' }).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
    await page.locator('.edu-editor__picture input[type=file]').setInputFiles(png)
    // At the caret: the end of the last list item.
    await expect
      .poll(() => body.evaluate((e) => e.innerHTML))
      .toMatch(/<li>连续测量七天<img src="data:image\/jpeg;base64,[^"]+"><\/li><\/ul>/)

    // A reload keeps what was written.
    await page.reload()
    await page.getByText('已恢复上次未发布的草稿').waitFor(WAIT)
    expect(await page.getByRole('textbox', { name: '标题' }).inputValue()).toBe(title)
    await expect
      .poll(() => page.getByRole('textbox', { name: '正文' }).evaluate((e) => e.innerHTML))
      .toMatch(/<li>连续测量七天<img src="data:image\/jpeg;base64,[^"]+"[^>]*><\/li>/)
    expect(await page.getByRole('img', { name: '上传封面' }).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)

    await page.getByRole('button', { name: '发布' }).click()
    await page.waitForURL(/\/edu\/academic\/article\/view\/AR\d+$/, WAIT)
    await page.getByRole('heading', { name: title }).first().waitFor(WAIT)
    await page.getByRole('heading', { name: '测量方法' }).waitFor()
    // The picture in the text is published with it.
    await expect.poll(() => page.locator('img[src^="data:image/jpeg"]').count(), WAIT).toBeGreaterThanOrEqual(1)
    await page.getByText('陈立新的文章').waitFor(WAIT)
    // His article list (academic.doctorArticles, the call his homepage lists) has it first, then his older one.
    const list = page.locator('.edu-page__body')
    await list.getByText(title).nth(1).waitFor(WAIT)
    await list.getByText('家庭血压监测在社区高血压管理中的应用体会').waitFor(WAIT)
    // And his homepage lists it first among what he wrote.
    await page.goto(b.url('/user/homepage/7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d'))
    await page.getByText(title).first().waitFor(WAIT)
    // The draft is gone: a new article starts empty.
    await page.goto(b.url('/academic/article/add'))
    await page.getByRole('textbox', { name: '标题' }).waitFor(WAIT)
    expect(await page.getByRole('textbox', { name: '标题' }).inputValue()).toBe('')
    expect(b.pageErrors()).toEqual([])
  })
})

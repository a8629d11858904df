// Feedback in the built app against the embedded backend (issue 32 items 3 and 4), as the demo resident 林晓燕: from
// 我的 to her feedback (the seed's, replied), a new one (bad input first: its messages, nothing typed lost) that
// shows 待回复 first in her list; medicine-use feedback from her study's sample; the native app's article editor
// with its parameters, and /edu sending each person to the home of the app.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { pngFile } from './pictures.ts'
import { expectFitsWidth, PHONE_WIDTHS } from './layout.ts'
import { openAsResident, openLoggedIn } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

const row = (page: Page, field: string) => page.locator(`#root_${field}`)
const footer = (page: Page) => page.locator('.edu-page__footer')

async function pick(page: Page, field: string, item?: string): Promise<void> {
  await page.waitForTimeout(400)
  await row(page, field).click()
  const popup = page
    .locator('.adm-popup')
    .filter({ has: page.locator('.adm-picker') })
    .last()
  await popup.locator('.adm-picker-view-column-item').first().waitFor(WAIT)
  if (item) await popup.locator('.adm-picker-view-column-item', { hasText: item }).first().click()
  await page.waitForTimeout(100)
  await popup.getByText('确定', { exact: true }).click()
  await popup.locator('.adm-picker').waitFor({ state: 'hidden' })
}

describe('feedback', () => {
  it('sends feedback from 我的, which waits for a reply first in her list', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    await page.getByText('意见反馈').click()
    await page.waitForURL(/\/edu\/feedback\/list$/)
    await page.getByText('希望体检报告的指标能看历史变化').waitFor(WAIT)
    expect(await page.getByText('已回复', { exact: true }).count()).toBe(2)
    await footer(page).getByRole('button', { name: '我要反馈' }).click()
    await page.waitForURL(/\/edu\/feedback\/add$/)

    const text = '血压记录页面在小屏手机上数字被截断'
    await page.getByText('功能异常', { exact: true }).click()
    await row(page, 'content').fill('截断了')
    await row(page, 'contact').fill('1585820')
    await footer(page).getByRole('button', { name: '提交反馈' }).click()
    await page.getByText('问题描述至少10个字').waitFor(WAIT)
    await page.getByText('请填写有效的手机号').waitFor()
    // A reload keeps what was typed (the form's draft).
    await page.waitForTimeout(600)
    await page.reload()
    await expect.poll(() => row(page, 'content').inputValue(), WAIT).toBe('截断了')
    await row(page, 'content').fill(text)
    await row(page, 'contact').fill('15858201234')
    await page.locator('#root_pictures input[type=file]').setInputFiles(pngFile('截图.png'))
    await page.getByRole('img', { name: '问题截图第1张' }).waitFor(WAIT)
    await page.waitForTimeout(400)
    await footer(page).getByRole('button', { name: '提交反馈' }).click()
    await page.waitForURL(/\/edu\/feedback\/detail\/FBA\d+$/, WAIT)
    await page.getByText('客服会在 1～3 个工作日内回复，请耐心等待。').waitFor(WAIT)
    await page.getByText(text).waitFor()
    await page.getByText('待回复', { exact: true }).waitFor()
    await page.getByRole('img', { name: '反馈图片' }).waitFor()

    await page.goBack()
    await page.waitForURL(/\/edu\/feedback\/list$/)
    const first = page.locator('.edu-card').first()
    await first.getByText(text).waitFor(WAIT)
    await first.getByText('待回复', { exact: true }).waitFor()
    // An older one opens with the service's replies.
    await page.getByText('切换到家庭成员（妈妈）后').click()
    await page.getByText('问题已在新版本修复，请更新后再试，如仍有问题欢迎继续反馈。').waitFor(WAIT)
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
  })

  it('reports a reaction to her study medicine from the sample, listed with her older one and its reply', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/research/sample/detail/SP000001'))
    await footer(page).getByRole('button', { name: '反馈用药情况' }).click()
    await page.waitForURL(/\/edu\/research\/medical_used\/feedback\?generalNameCode=ATORVASTATIN$/)
    await expect.poll(() => row(page, 'generalNameCode').innerText(), WAIT).toContain('阿托伐他汀钙片')
    await footer(page).getByRole('button', { name: '提交反馈' }).click()
    await page.getByText('请选择不良反应').last().waitFor(WAIT)
    await pick(page, 'reaction', '乏力')
    await pick(page, 'onsetDate')
    await page.getByText('中度：影响日常生活').click()
    await row(page, 'description').fill('午后明显乏力，持续三天')
    await footer(page).getByRole('button', { name: '提交反馈' }).click()
    // Back where she came from, and the record lists it first.
    await page.waitForURL(/\/edu\/research\/sample\/detail\/SP000001$/, WAIT)
    await page.goto(b.url('/re-research/mine'))
    await page.getByText('用药反馈记录').click()
    await page.waitForURL(/\/edu\/research\/medical_used\/feedback\/list$/, WAIT)
    const first = page.locator('.edu-card').first()
    await first.getByText('不良反应：乏力', { exact: false }).waitFor(WAIT)
    await first.getByText('待回复').waitFor()
    await page.getByText(/^陈立新医生：症状轻微可以继续服药/).waitFor()
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
  })
})

describe('the native app and /edu', () => {
  it("opens the native app's article editor with its parameters and sends them with the article", async () => {
    const page = b.page()
    const expertId = '9e1a4c7b2d5f8a0e3c6b9d1f4a7e2c5b'
    const title = encodeURIComponent('基层糖尿病足筛查的三个要点')
    await openLoggedIn(page, b.url(`/academic/article/native-add?userRole=EXPERT&expertId=${expertId}&title=${title}`), /以演示医生登录/)
    const titleBox = page.getByRole('textbox', { name: '标题' })
    await expect.poll(() => titleBox.inputValue(), WAIT).toBe('基层糖尿病足筛查的三个要点')
    await page.getByRole('button', { name: '发布' }).click()
    await page.getByText('请输入正文').waitFor(WAIT)
    await page.getByRole('textbox', { name: '正文' }).click()
    await page.keyboard.type('每次随访都要查看足背动脉搏动和足部皮肤。')
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/doctor_article/save'))
    await page.getByRole('button', { name: '发布' }).click()
    const body = (await sent).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({ userRole: 'EXPERT', expertId, publish: true })
    await page.waitForURL(/\/edu\/academic\/article\/view\/AR\d+$/, WAIT)
    await page.getByRole('heading', { name: '基层糖尿病足筛查的三个要点' }).first().waitFor(WAIT)
  })

  it('shows a browser visitor of /edu the two apps, each opening its home, and Back returns', async () => {
    const page = b.page()
    await page.goto(b.url('/edu'))
    await page.getByText('我是医生').waitFor(WAIT)
    await page.getByText('我是居民').click()
    await page.waitForURL(/\/edu\/health\/client\/home$/, WAIT)
    await page.goBack()
    await page.waitForURL(/\/edu\/edu$/)
    await page.getByText('我是医生').waitFor(WAIT)
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
  })

  it("sends the resident app's webview from /edu straight to its home, in place", async () => {
    const context = await b.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 ysy/6.2.0' })
    const page = await context.newPage()
    await page.goto(b.url('/edu'))
    await page.waitForURL(/\/edu\/health\/client\/home$/, WAIT)
    // In place: Back leaves the app's first page (the tab's blank start), not for /edu again.
    await page.goBack()
    expect(page.url()).toBe('about:blank')
  })
})

// The app's front door in the built app: the homes with their tab bars, banners and feeds, logging in from the
// logged-out page, and the doctor's home after the one-click demo login.
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()

describe('front door', () => {
  it('shows the resident home at /edu/: banners, entries, the feed loading on, and the tab bar', async () => {
    const page = b.page()
    await page.goto(b.url('/'))
    await page.waitForURL(/\/edu\/health\/client\/home$/)
    await page
      .getByRole('button', { name: /高血压防治专题/ })
      .first()
      .waitFor()
    await page.getByRole('button', { name: '健康画像' }).waitFor()
    const tabs = page.getByRole('navigation', { name: '底部导航' })
    expect(await tabs.getByRole('button').allInnerTexts()).toEqual(['首页', '健康', '消息', '我的'])
    expect(await tabs.getByRole('button', { name: '首页' }).getAttribute('aria-current')).toBe('page')
    // The feed: the newest piece first, and a card opens the same piece.
    const first = page.getByText('国家卫健委：基层家庭医生签约服务覆盖面持续扩大')
    await first.click()
    await page.waitForURL(/\/edu\/news\/view\/1$/)
    await page.getByRole('heading', { name: '国家卫健委：基层家庭医生签约服务覆盖面持续扩大' }).first().waitFor()
    // Logged out: no bell.
    await page.goBack()
    await page.getByRole('navigation', { name: '底部导航' }).waitFor()
    expect(await page.getByRole('button', { name: /消息/ }).count()).toBe(1)
    expect(b.pageErrors()).toEqual([])
  })

  it('logs in from /ok_home/unlogin and lands on the home', async () => {
    const page = b.page()
    await page.goto(b.url('/ok_home/unlogin'))
    await page.getByRole('button', { name: '登录 / 注册' }).click()
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(b.url('/health/client/home'))
    await page.getByText(/以演示居民登录/).click()
    await page.waitForURL(/\/edu\/health\/client\/home$/)
    await page.getByRole('navigation', { name: '底部导航' }).waitFor()
    // Logged in: the bell shows the unread count.
    await expect.poll(() => page.getByRole('button', { name: /消息/ }).count()).toBe(2)
    expect(b.pageErrors()).toEqual([])
  })

  it('shows the doctor home at /edu/doctor after the demo doctor logs in, with the doctor tabs and his residents', async () => {
    const page = b.page()
    await page.goto(b.url('/doctor'))
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/)
    await page.getByText(/以演示医生登录/).click()
    await page.waitForURL(/\/edu\/doctor\/client\/home$/)
    const tabs = page.getByRole('navigation', { name: '底部导航' })
    await tabs.waitFor()
    expect(await tabs.getByRole('button').allInnerTexts()).toEqual(['首页', '医脑', expect.stringContaining('消息'), '我的'])
    await page.getByText('签约居民数').waitFor()
    // Switching tabs replaces the page: the medical brain's home, its tab now current.
    await tabs.getByRole('button', { name: '医脑' }).click()
    await page.waitForURL(/\/edu\/doctor\/client\/medbrain\/home$/)
    await page.getByText('招募中的科研项目').waitFor()
    expect(
      await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '医脑' }).getAttribute('aria-current'),
    ).toBe('page')
    expect(b.pageErrors()).toEqual([])
  })

  it('walks the resident home: switch tabs, the bell to the message centre, a notification, and back', async () => {
    const page = b.page()
    await page.goto(b.url('/health/client/home'))
    // Log in through the user centre's tab: the guard sends a logged-out visitor to the identity provider.
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '我的' }).click()
    await page.getByText(/以演示居民登录/).click()
    await page.waitForURL(/\/edu\/health\/client\/user-center$/)
    await page.getByRole('heading', { name: '林晓燕' }).waitFor()
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '首页' }).click()
    await page.waitForURL(/\/edu\/health\/client\/home$/)
    // The bell shows the unread count and opens the message centre.
    const bell = page.locator('header').getByRole('button', { name: /消息/ })
    await bell.click()
    await page.waitForURL(/\/edu\/messagecenter\/conversation\/list$/)
    await page.getByText('系统通知').click()
    await page.waitForURL(/\/edu\/notification\/list$/)
    await page.getByText('家庭医生随访提醒').first().waitFor()
    await page.getByText('健康行动分更新').first().click()
    await page.waitForURL(/\/edu\/health\/action-score$/)
    await page.getByText('本周健康行动分').waitFor()
    await page.goBack()
    await page.waitForURL(/\/edu\/notification\/list$/)
    await page.getByText('健康行动分更新').first().waitFor()
    expect(b.pageErrors()).toEqual([])
  })

  it('searches the hospital list and opens a detail', async () => {
    const page = b.page()
    await page.goto(b.url('/to_c/hospital/list'))
    await page.getByText(/以演示居民登录/).click()
    await page.waitForURL(/\/edu\/to_c\/hospital\/list$/)
    await page.getByText('杭州市第一人民医院').first().waitFor()
    await page.locator('.edu-search-bar input').fill('中医')
    await expect.poll(async () => (await page.locator('.edu-card').allInnerTexts()).every((t) => t.includes('中医'))).toBe(true)
    await page.getByText('杭州市中医院').first().click()
    await page.waitForURL(/\/edu\/to_c\/hospital\/detail\/v2\/\w+$/)
    await page.getByRole('heading', { name: '杭州市中医院' }).first().waitFor()
    await page.getByText('医院简介').waitFor()
    expect(b.pageErrors()).toEqual([])
  })
})

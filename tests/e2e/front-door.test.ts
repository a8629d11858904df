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
    await page.getByRole('button', { name: /高血压防治专题/ }).first().waitFor()
    await page.getByRole('button', { name: '健康画像' }).waitFor()
    const tabs = page.getByRole('navigation', { name: '底部导航' })
    expect(await tabs.getByRole('button').allInnerTexts()).toEqual(['首页', '健康', '消息', '我的'])
    expect(await tabs.getByRole('button', { name: '首页' }).getAttribute('aria-current')).toBe('page')
    // The feed: the newest piece first, and a card opens the same piece.
    const first = page.getByText('国家卫健委：基层家庭医生签约服务覆盖面持续扩大')
    await first.click()
    await page.waitForURL(/\/edu\/news\/view\/1$/)
    await page.getByRole('heading', { name: '国家卫健委：基层家庭医生签约服务覆盖面持续扩大' }).waitFor()
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
    expect(await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '医脑' }).getAttribute('aria-current')).toBe('page')
    expect(b.pageErrors()).toEqual([])
  })
})

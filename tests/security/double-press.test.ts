// Issue 33, finding 6 (the double post), replayed on the built app: two presses of a button, and of a comment
// composer's 发表, within one browser task send the writing call once. (A form's submit pressed twice, or from two
// buttons before the answer: tests/screens/manual-add-resident.test.tsx under jsdom, which proves it faster.)
import { describe, expect, it } from 'vitest'
import { DEMO_DOCTOR } from '../../src/mock-api/seed/accounts.ts'
import { useBrowser } from '../e2e/browser.ts'
import { openPasted } from './pasted.ts'
import { openAsResident } from '../e2e/session.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }

describe('a button pressed twice in one task', () => {
  it('sends its writing call once', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    await page.getByText('林晓燕').first().waitFor(WAIT)
    const config = {
      $schema: '../../schemas/screen.schema.json',
      id: 'activity/follow',
      routes: [{ path: '/activity/follow', auth: 'login' }],
      title: '关注医生',
      body: [
        {
          type: 'button',
          text: '关注陈医生',
          press: {
            action: 'call',
            call: 'homepage.follow',
            args: { accountCode: DEMO_DOCTOR.accountCode, follow: true },
            then: { action: 'toast', text: '已关注' },
          },
        },
      ],
    }
    await openPasted(page, b.url, config)
    const button = page.getByRole('button', { name: '关注陈医生' })
    await button.waitFor(WAIT)
    const follows: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/user/follow')) follows.push(r.url())
    })
    await button.evaluate((el: HTMLElement) => {
      el.click()
      el.click()
    })
    await page.getByText('已关注').waitFor(WAIT)
    await page.waitForLoadState('networkidle')
    expect(follows).toHaveLength(1)
  })
})

describe('a comment sent twice in one task', () => {
  it('posts one comment', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/news/view/1'))
    const box = page.getByRole('textbox', { name: '写下你的评论' })
    await box.waitFor(WAIT)
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/comment/add')) posts.push(r.url())
    })
    await box.fill('请问这个指标多久复查一次？')
    await page.getByRole('button', { name: '发表' }).evaluate((el: HTMLElement) => {
      el.click()
      el.click()
    })
    await page.getByText('评论成功').waitFor(WAIT)
    await expect.poll(() => box.inputValue()).toBe('')
    await page.waitForLoadState('networkidle')
    expect(posts).toHaveLength(1)
    expect(await page.getByText('请问这个指标多久复查一次？').count()).toBe(1)
  })
})

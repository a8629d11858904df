// Issue 33, finding 5, replayed on the built app: an article's <style> block (a fake 您的账号存在风险 over the whole
// screen), a form in it, and markdown links that skip the link check (//evil.example, /\evil.example) are
// neutralised: no style or form reaches the page, the warning never shows, and no link leads off the site.
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../e2e/browser.ts'
import { openPasted } from './pasted.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }

const ARTICLE = [
  '<style>body::after{content:"您的账号存在风险";position:fixed;inset:0;background:#fff;z-index:99999}</style>',
  '<p>高血压的家庭监测</p>',
  '<div style="position:fixed;inset:0;background:#fff">您的账号存在风险，请立即验证</div>',
  '<form action="https://evil.example/login"><input name="password" aria-label="密码"></form>',
].join('')

const MARKDOWN = '[第一条](//evil.example) <a href="/\\evil.example">第二条</a> [第三条](/health/knowledge)'

describe('HTML and links written elsewhere', () => {
  it('show no style block, lifted overlay or form, and keep every link on the site', async () => {
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    const config = {
      $schema: '../../schemas/screen.schema.json',
      id: 'activity/article',
      routes: [{ path: '/activity/article', auth: 'none' }],
      title: '文章',
      body: [
        { type: 'rich-text', html: ARTICLE },
        { type: 'markdown', source: MARKDOWN },
      ],
    }
    await openPasted(page, b.url, config)
    await page.getByText('高血压的家庭监测').waitFor(WAIT)
    await page.getByText('第三条').waitFor(WAIT)
    const content = page.locator('.edu-rich-text, .edu-markdown')
    expect(await content.locator('style, form, input').count()).toBe(0)
    const afterContent = await page.evaluate(() => getComputedStyle(document.body, '::after').content)
    expect(afterContent).not.toContain('您的账号存在风险')
    const overlay = page.getByText('您的账号存在风险，请立即验证')
    expect(await overlay.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed')
    const hrefs = await page.locator('.edu-markdown a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([null, null, '/health/knowledge'])
    // Tapped, the neutralised links go nowhere; the page stays in the app.
    await page.getByText('第一条').click()
    await page.getByText('第二条').click()
    expect(new URL(page.url()).host).toBe(new URL(b.url('/')).host)
    expect(new URL(page.url()).pathname).toBe('/edu/debug/pasted')
  })
})

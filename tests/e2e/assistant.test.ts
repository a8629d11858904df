// The AI assistant in the built app: an answer streams in from the embedded backend and is stopped half way;
// the conversation is then in the history, cut where it was stopped. A kept answer's formulas are drawn once, by
// KaTeX with its stylesheet (fetched on its own beside KaTeX's code).
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openAsDoctor, openAsResident } from './session.ts'

const b = useBrowser()

describe('AI assistant', () => {
  it('streams an answer, stops it, and finds it in the history', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/health/gpt/other/model'))
    // The assistant is ready when it offers its suggested questions.
    await page.getByRole('button', { name: '减重每周多少合适？' }).waitFor()
    const field = page.getByRole('textbox', { name: '有什么健康问题，尽管问我' })
    await field.fill('我的血压 150/95，要紧吗？')
    await expect.poll(() => field.inputValue()).toBe('我的血压 150/95，要紧吗？')
    // Enter sends (the 调试 panel's button sits over 发送 at this window size).
    await field.press('Enter')
    // The answer streams in: its heading first, then more and more text.
    await page.getByRole('heading', { name: '血压怎么看' }).waitFor({ timeout: 10_000 })
    const answer = page.locator('.edu-assistant__answer').last()
    const early = (await answer.innerText()).length
    await expect.poll(async () => (await answer.innerText()).length, { timeout: 5000 }).toBeGreaterThan(early)
    await page.getByRole('button', { name: '停止生成' }).click()
    await page.getByText('已停止生成').waitFor()
    const shown = await answer.innerText()
    expect(shown).not.toContain('由专科模型生成')
    // Nothing more arrives after the stop.
    await page.waitForTimeout(800)
    expect(await answer.innerText()).toBe(shown)
    // The history lists it first; its detail shows the answer as far as it went, marked stopped.
    await page.getByRole('button', { name: '历史记录' }).click()
    await page.waitForURL(/\/edu\/health\/gpt\/record\/chat\/list$/)
    await page.getByText('我的血压 150/95，要紧吗？').first().click()
    await page.waitForURL(/\/edu\/health\/gpt\/record\/detail\?conversationCode=/)
    await page.getByRole('heading', { name: '血压怎么看' }).waitFor()
    await page.getByText('已停止生成').waitFor()
    expect(await page.getByText('由专科模型生成').count()).toBe(0)
    expect(b.pageErrors()).toEqual([])
  })

  it('draws a kept answer’s formula once, with KaTeX’s stylesheet', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/gpt/record/detail?conversationCode=GCDEMODOCTOR01'))
    await page.getByRole('heading', { name: '血糖结果解读' }).waitFor()
    const formula = page.locator('.katex-display').first()
    await formula.waitFor()
    // KaTeX writes each formula twice, drawn (katex-html) and as MathML for screen readers, which its stylesheet
    // shrinks to a clipped pixel: without the stylesheet the page shows every formula twice.
    const drawn = await formula.locator('.katex-html').boundingBox()
    expect(drawn?.height).toBeGreaterThan(10)
    await expect.poll(async () => (await formula.locator('.katex-mathml').boundingBox())?.height).toBeLessThanOrEqual(1)
    expect(await formula.locator('.katex-html').evaluate((el) => getComputedStyle(el.closest('.katex') ?? el).fontFamily)).toContain(
      'KaTeX_Main',
    )
  })
})

// The tabs node in Chromium against the built app (renderers/tabs): the health-knowledge screen's six category
// tabs (screens/content/knowledge.json, open to all) are wider than a 375 px phone, so the bar scrolls sideways.
// Keyboard use (WAI-ARIA tabs), the line under the chosen title following it, and no slide under reduced motion.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }
const SCREEN = '/health/knowledge'

/** Where the line is and where the chosen title's text is, in page pixels. */
async function lineAndTitle(page: Page): Promise<{ line: DOMRect; title: DOMRect }> {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector)
      if (!element) throw new Error(`no ${selector}`)
      return element.getBoundingClientRect().toJSON() as DOMRect
    }
    return { line: box('.edu-tabs__line'), title: box('[role="tab"][aria-selected="true"] .edu-tabs__title') }
  })
}

/** Whether the line sits under the chosen title, as wide as its text (within a pixel: sub-pixel layout). */
async function lineUnderChosen(page: Page): Promise<boolean> {
  const { line, title } = await lineAndTitle(page)
  return Math.abs(line.x - title.x) < 1 && Math.abs(line.width - title.width) < 1 && line.height >= 2
}

describe('tabs', () => {
  it('moves between tabs with the keyboard, scrolls the chosen one into view and slides the line under it', async () => {
    const page = b.page()
    await page.goto(b.url(SCREEN))
    const tablist = page.getByRole('tablist')
    await tablist.waitFor(WAIT)
    const titles = ['推荐', '慢病管理', '肿瘤防治', '营养膳食', '健康生活', '母婴健康']
    expect(await tablist.getByRole('tab').allInnerTexts()).toEqual(titles)
    const first = page.getByRole('tab', { name: '推荐' })
    expect(await first.getAttribute('aria-selected')).toBe('true')
    // Touch targets: every title at least 44 px high.
    for (const tab of await tablist.getByRole('tab').all()) expect((await tab.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    await expect.poll(() => lineUnderChosen(page), WAIT).toBe(true)
    // Six titles do not fit 375 px: the bar scrolls rather than squeezing them.
    const bar = page.locator('.edu-tabs__bar')
    expect(await bar.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true)

    await first.focus()
    await page.keyboard.press('ArrowRight')
    const second = page.getByRole('tab', { name: '慢病管理' })
    expect(await second.evaluate((e) => e === document.activeElement)).toBe(true)
    expect(await second.getAttribute('aria-selected')).toBe('true')
    expect(await first.getAttribute('aria-selected')).toBe('false')
    expect([await first.getAttribute('tabindex'), await second.getAttribute('tabindex')]).toEqual(['-1', '0'])
    await expect.poll(() => lineUnderChosen(page), WAIT).toBe(true)

    // End: the last title, off screen before, is chosen and scrolled into the bar's view, the line under it.
    await page.keyboard.press('End')
    const last = page.getByRole('tab', { name: '母婴健康' })
    expect(await last.getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => bar.evaluate((e) => e.scrollLeft), WAIT).toBeGreaterThan(0)
    await expect.poll(() => lineUnderChosen(page), WAIT).toBe(true)
    const lastBox = await last.boundingBox()
    expect(lastBox && lastBox.x + lastBox.width).toBeLessThanOrEqual(375 + 1)

    // Right from the last wraps to the first; Home from anywhere goes there too.
    await page.keyboard.press('ArrowRight')
    expect(await first.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    expect(await last.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Home')
    expect(await first.getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => bar.evaluate((e) => e.scrollLeft), WAIT).toBe(0)

    // A choice made while the bar still slides towards the one before: Chromium's slide would carry the bar on
    // past the new title; once every slide is over, it is where the user is now.
    await page.keyboard.press('End')
    await page.waitForTimeout(50)
    await page.keyboard.press('Home')
    await page.waitForTimeout(1500)
    expect(await bar.evaluate((e) => e.scrollLeft)).toBe(0)

    // A tap chooses as well.
    await page.getByRole('tab', { name: '肿瘤防治' }).click()
    expect(await page.getByRole('tab', { name: '肿瘤防治' }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => lineUnderChosen(page), WAIT).toBe(true)
  })

  it('slides the line with a transition, and not at all when the phone asks for reduced motion', async () => {
    const page = b.page()
    await page.goto(b.url(SCREEN))
    await page.getByRole('tablist').waitFor(WAIT)
    const duration = (p: Page) => p.locator('.edu-tabs__line').evaluate((e) => getComputedStyle(e).transitionDuration)
    expect(await duration(page)).not.toBe('0s')

    const calm = await (await b.newContext({ reducedMotion: 'reduce' })).newPage()
    await calm.goto(b.url(SCREEN))
    await calm.getByRole('tablist').waitFor(WAIT)
    expect(await duration(calm)).toBe('0s')
    await calm.getByRole('tab', { name: '营养膳食' }).click()
    // With no transition the line is under the new title at once.
    expect(await lineUnderChosen(calm)).toBe(true)
  })
})

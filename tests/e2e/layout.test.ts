// The layout contract (issue 31) where it once broke, at the phone widths the app is laid out for: rows of
// block buttons, the page's inset for markdown and for text after a form, a number's unit, the message
// centre's rows, the group members popup, and titles shown once. Each check is in the node type's terms, so it
// holds for every screen that uses the node.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { expectFitsWidth, PHONE_WIDTHS } from './layout.ts'
import { openAsDoctor, openAsResident } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

async function box(target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await target.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

/** Opens a screen and waits for its data and toasts to settle. */
async function settle(page: Page, ready: Locator): Promise<void> {
  await ready.waitFor(WAIT)
  await page.waitForLoadState('networkidle')
}

/** Left and right margins of the text inside `target`, measured on its laid-out lines, at the page's width. */
async function margins(page: Page, target: Locator): Promise<{ left: number; right: number }> {
  const width = page.viewportSize()?.width ?? 375
  return target.evaluate((element, width) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const lines = [...range.getClientRects()].filter((r) => r.width > 0)
    return { left: Math.min(...lines.map((r) => r.left)), right: width - Math.max(...lines.map((r) => r.right)) }
  }, width)
}

describe('the layout contract', () => {
  it.each([
    ['/academic/article/add', ['保存草稿', '发布']],
    ['/academic/article/modify/AR0001', ['保存草稿', '发布']],
    ['/doctor/health/popular/add', ['保存草稿', '发布']],
    ['/re-education/auxiliary-diagnosis', ['疑点问询', '开始分析']],
    ['/academic/article/native-add?userRole=EXPERT&expertId=9e1a4c7b2d5f8a0e3c6b9d1f4a7e2c5b', ['保存草稿', '发布']],
  ] as const)('%s: the footer buttons share the row and the screen fits every phone width', async (path, buttons) => {
    const page = b.page()
    await openAsDoctor(page, b.url(path))
    const footer = page.locator('.edu-page__footer')
    await settle(page, footer)
    for (const width of PHONE_WIDTHS) {
      await expectFitsWidth(page, width)
      await page.setViewportSize({ width, height: 667 })
      const [left, right] = await Promise.all(buttons.map((name) => box(footer.getByRole('button', { name, exact: true }))))
      // Side by side, on one row, both inside the screen.
      expect(left && right && Math.abs(left.y - right.y) < 1).toBe(true)
      expect(right && right.x + right.width).toBeLessThanOrEqual(width)
    }
  })

  it('markdown bodies stand at the page inset on news and video details', async () => {
    const page = b.page()
    for (const path of ['/news/view/14', '/pedia/video/detail/V001']) {
      await page.goto(b.url(path))
      const body = page.locator('.edu-markdown').first()
      await settle(page, body.locator('p').first())
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 667 })
        const { left, right } = await margins(page, body.locator('p').first())
        expect(left, `${path} at ${String(width)} px`).toBeGreaterThanOrEqual(12)
        expect(right, `${path} at ${String(width)} px`).toBeGreaterThanOrEqual(12)
      }
    }
  })

  it('text after a form stands at the page inset (the qualification form and its help line)', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/user/cert/qualification'))
    const after = page.getByText(/如需帮助，请拨打客服电话/)
    await settle(page, after)
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 667 })
      const { left, right } = await margins(page, after)
      expect(left, `at ${String(width)} px`).toBeGreaterThanOrEqual(12)
      expect(right, `at ${String(width)} px`).toBeGreaterThanOrEqual(12)
    }
  })

  it('family members: a name beside its row of buttons is never squeezed into a column of characters', async () => {
    const page = b.page()
    await openAsResident(page, b.url('/user/family-management-list'))
    await settle(page, page.getByRole('button', { name: /^切换为/ }).first())
    for (const width of PHONE_WIDTHS) await expectFitsWidth(page, width)
  })

  it('a number question keeps its unit on one line; text after the questionnaire stands at the inset', async () => {
    const page = b.page()
    await page.goto(b.url('/debug/layout-units'))
    const unit = page.locator('.edu-questionnaire__unit', { hasText: '小时' })
    await settle(page, unit)
    const after = page.getByText('表单之后的一段说明文字', { exact: false })
    for (const width of PHONE_WIDTHS) {
      await expectFitsWidth(page, width)
      await page.setViewportSize({ width, height: 667 })
      for (const text of ['小时', '次/分钟']) {
        const u = await box(page.locator('.edu-questionnaire__unit', { hasText: text }))
        // One line of 15 px text, never a column of characters.
        expect(u.height, `${text} at ${String(width)} px`).toBeLessThan(30)
        expect(u.width).toBeGreaterThan(u.height)
      }
      const { left, right } = await margins(page, after)
      expect(left).toBeGreaterThanOrEqual(12)
      expect(right).toBeGreaterThanOrEqual(12)
    }
  })

  it('message centre rows: avatar beside the title, rows without one at the inset, time over badge', async () => {
    for (const open of [openAsDoctor, openAsResident]) {
      // Each person in a context of their own.
      const page = await (await b.newContext()).newPage()
      const path = open === openAsDoctor ? '/doctor/messagecenter/conversation/list' : '/messagecenter/conversation/list'
      await open(page, b.url(path))
      const rows = page.locator('.edu-list__row .edu-cell')
      await settle(page, rows.first())
      for (const width of PHONE_WIDTHS) {
        await expectFitsWidth(page, width)
        const measured = await rows.evaluateAll((cells) =>
          cells.map((cell) => {
            const rect = (selector: string) => cell.querySelector(selector)?.getBoundingClientRect()
            return {
              title: rect('.adm-list-item-content-main'),
              icon: rect('.edu-cell__icon'),
              time: rect('.edu-cell__value'),
              badge: rect('.adm-badge'),
            }
          }),
        )
        expect(measured.length).toBeGreaterThan(2)
        for (const { title, icon, time, badge } of measured) {
          if (!title) throw new Error('a row without a title')
          expect(title.left).toBeGreaterThanOrEqual(12)
          if (icon) {
            expect(icon.left).toBeGreaterThanOrEqual(12)
            expect(icon.right).toBeLessThanOrEqual(title.left - 8)
            expect(icon.width).toBeGreaterThanOrEqual(40)
          }
          if (time && badge) expect(badge.top).toBeGreaterThanOrEqual(time.bottom)
          if (time) expect(time.left).toBeGreaterThanOrEqual(title.right)
        }
      }
    }
  })

  it('the group members popup shows every 移出 button inside the screen', async () => {
    const page = b.page()
    await openAsDoctor(page, b.url('/doctor/messagecenter/conversation/list'))
    await page.locator('.edu-cell', { hasText: '翠苑家庭医生团队' }).first().click()
    await page.getByRole('button', { name: /^群成员/ }).click()
    const removes = page.getByRole('button', { name: /^将.+移出群聊$/ })
    await removes.first().waitFor(WAIT)
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 667 })
      await page.waitForTimeout(100)
      const boxes = await removes.evaluateAll((buttons) => buttons.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes.length).toBeGreaterThan(0)
      for (const r of boxes) {
        expect(r.right, `移出 at ${String(width)} px`).toBeLessThanOrEqual(width)
        expect(r.width).toBeGreaterThanOrEqual(44)
      }
    }
  })

  it('titles are shown once: the news title, and the hospital name while its heading is in view', async () => {
    const page = b.page()
    await page.goto(b.url('/news/view/14'))
    const heading = page.locator('.edu-text--title').first()
    await settle(page, page.locator('.edu-markdown p').first())
    const title = await heading.innerText()
    expect(await page.locator('main').getByText(title, { exact: true }).count()).toBe(1)

    await page.goto(b.url('/doctor/hospital/detail/H330106005001'))
    const name = page.locator('main .edu-text--title').first()
    await settle(page, name)
    const headerTitle = page.locator('.edu-header__title')
    expect(await headerTitle.innerText()).toBe(await name.innerText())
    // While the body's heading is in view the header's title is not drawn; once it scrolls away, it is.
    await expect.poll(() => headerTitle.evaluate((e) => getComputedStyle(e).opacity), WAIT).toBe('0')
    await page.locator('main').evaluate((main) => main.scrollTo(0, 600))
    await expect.poll(() => headerTitle.evaluate((e) => getComputedStyle(e).opacity), WAIT).toBe('1')
  })
})

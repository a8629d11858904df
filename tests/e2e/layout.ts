// The layout contract a phone screen keeps (issue 31): at a phone's width the page never scrolls sideways, no
// control a user could press lies past the screen's edge, and no text is squeezed into a column of single
// characters (a unit, a name beside buttons that took the row). Called by every-route.ts for each route (375 px, and
// 320 px for forms and details) and by the tests of the node types that once broke it.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The widths the app is laid out for: the smallest phones, the common one, the large ones. */
export const PHONE_WIDTHS = [320, 375, 414] as const

/** What sticks out: the page's sideways overflow and each visible control whose box passes the screen's edges. */
export interface Overflow {
  /** How far the document or the page's scrolling body can scroll sideways, in px (0 when it fits). */
  sideways: number
  /** Visible controls (buttons, links, fields, tabs) past the left or right edge: their text and box. */
  controls: string[]
  /** Visible text of three characters or more laid out one or two characters a line: its text and width. */
  squeezed: string[]
}

/** Measures what passes the edges of a `width` px wide screen, in the page as it is drawn now. */
export function overflowAt(page: Page, width: number): Promise<Overflow> {
  return page.evaluate((width) => {
    const scrollers = [document.scrollingElement, ...document.querySelectorAll('.edu-page__body, .edu-page__footer')]
    const sideways = Math.max(0, ...scrollers.map((e) => (e ? e.scrollWidth - e.clientWidth : 0)))
    const controls: string[] = []
    const selector = 'button, a[href], input:not([type="hidden"]), textarea, select, [role="button"], [role="tab"], [role="link"]'
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      // Inside a container that scrolls sideways on purpose (a tab bar, a carousel), a control out of view is
      // reached by scrolling that container: it counts only when the container itself passes the edge.
      let clipped = false
      for (let p = element.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') {
          if (p.classList.contains('edu-page__body') || p.classList.contains('edu-page__footer')) break
          const outer = p.getBoundingClientRect()
          if (outer.left >= -1 && outer.right <= width + 1) clipped = true
          break
        }
      }
      if (clipped) continue
      // A control hidden off screen on purpose (a skip link, a visually hidden input) has no size worth a tap.
      if (box.width <= 1 && box.height <= 1) continue
      if (box.left < -1 || box.right > width + 1) {
        const name = (
          element.innerText ||
          element.getAttribute('aria-label') ||
          element.getAttribute('placeholder') ||
          element.tagName
        ).trim()
        controls.push(`${name.slice(0, 30)} at x ${String(Math.round(box.left))} to ${String(Math.round(box.right))}`)
      }
    }
    // Text squeezed into a column: an element whose own text (three characters or more) stands in a box narrower
    // than two of its characters and taller than two lines. Hidden and deliberately vertical text is left alone.
    const squeezed: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const seen = new Set<Element>()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      const text = (node.textContent ?? '').replace(/\s+/g, '')
      if (!element || seen.has(element) || text.length < 3) continue
      seen.add(element)
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.writingMode.startsWith('vertical')) continue
      // A visually hidden label (a 1 px box) is read by screen readers only.
      const own = element.getBoundingClientRect()
      if (own.width <= 2 || own.height <= 2) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const size = parseFloat(style.fontSize) || 14
      if (box.width < 2.2 * size && box.height > 2.5 * size) {
        squeezed.push(`${text.slice(0, 20)} in ${String(Math.round(box.width))} px`)
      }
    }
    return { sideways, controls, squeezed }
  }, width)
}

/**
 * Resizes the page to `width` px (keeping its height) and expects the screen to fit: no sideways scroll, no
 * visible control past an edge, no text squeezed into a column. `what` names the screen in the failure. The page gets its width back after.
 */
export async function expectFitsWidth(page: Page, width: number, what = new URL(page.url()).pathname): Promise<void> {
  const before = page.viewportSize()?.width ?? 375
  const height = page.viewportSize()?.height ?? 667
  const resize = width !== before
  if (resize) {
    await page.setViewportSize({ width, height })
    // One frame for the layout to follow the new width (ResizeObserver-driven renderers included).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  const overflow = await overflowAt(page, width)
  if (resize) await page.setViewportSize({ width: before, height })
  expect(overflow, `${what} at ${String(width)} px`).toEqual({ sideways: 0, controls: [], squeezed: [] })
}

/** Node types that make a screen a form: what the user fills in is where a narrow screen hurts most. */
const FORM_NODES = /"type":\s*"(form|questionnaire|rich-text-editor|composer|uploader)"/

/**
 * The widths a route of the route table is checked at: 375 px for every screen, and 320 px too for forms (a
 * form, questionnaire, editor or uploader in the config) and details (a route with a parameter, or a detail or
 * view screen), which hold the longest lines and the widest rows of controls.
 */
export function layoutWidths(route: { path: string; file: string }): number[] {
  const config = readFileSync(route.file, 'utf8')
  const detail = route.path.includes(':') || /detail|view/i.test(route.path)
  return FORM_NODES.test(config) || detail ? [375, 320] : [375]
}

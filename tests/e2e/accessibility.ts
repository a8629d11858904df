// axe-core in the browser tests: every page a test leaves open is checked when the test ends (browser.ts), and a
// test can check a state on the way with expectAccessible(page). Serious and critical violations fail.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, Result } from 'axe-core'
import type { Page } from 'playwright-core'
import { settled } from './settle.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** A finger needs 44 × 44 CSS px (Apple HIG; WCAG 2.5.5); axe's own target-size rule is off and asks for 24. */
const TOUCH_TARGET_PX = 44
/** How long a found violation gets to go away (an animation ending) before it counts. */
const SETTLE_MS = 1000

declare global {
  interface Window {
    axe?: typeof import('axe-core')
  }
}

/** One line per serious or critical violation: rule, what it means, and the elements. */
function describe(violations: Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`).join('\n')}`,
    )
    .join('\n')
}

/** Runs axe on the page as it is now; resolves to the serious and critical violations. */
export async function accessibilityViolations(page: Page): Promise<Result[]> {
  // A test may end while its page still loads (the embedded backend can reload the first visit once): judge it
  // once it has settled, and start again if it navigates under axe.
  for (let attempt = 1; ; attempt++) {
    await settled(page)
    try {
      const found = await runAxe(page)
      if (found.length === 0) return found
      // A toast or popup mid-animation (antd-mobile animates in script) reads as faint text: judge what stays.
      await page.waitForTimeout(SETTLE_MS)
      return await runAxe(page)
    } catch (e) {
      // Either way the page became a new document under axe: destroyed while axe ran, or between putting axe on
      // the page and running it (a screen going Back after its last step, under a loaded CI machine).
      const navigated = ['Execution context was destroyed', AXE_GONE].some((sign) => String(e).includes(sign))
      if (attempt >= 3 || !navigated) throw e
    }
  }
}

const AXE_GONE = 'axe-core is not on the page'

async function runAxe(page: Page): Promise<Result[]> {
  // Through the DevTools protocol, so the page's Content-Security-Policy does not apply (a <script> tag would be
  // refused by script-src, which is what the CSP test checks).
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(axeSource)
  const results = await page.evaluate(
    async ({ minSize, gone }) => {
      const axe = window.axe
      if (!axe) throw new Error(gone)
      axe.configure({
        checks: [
          { id: 'target-size', options: { minSize } },
          { id: 'target-offset', options: { minOffset: minSize } },
        ],
      })
      const run: AxeResults = await axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
      return run.violations
    },
    { minSize: TOUCH_TARGET_PX, gone: AXE_GONE },
  )
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Fails with a readable list when the page as it is now has serious or critical accessibility violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await accessibilityViolations(page)
  if (violations.length > 0) throw new Error(`accessibility violations on ${page.url()}:\n${describe(violations)}`)
}

/** How many Tab presses expectFocusVisible follows: more than any screen's controls above the fold. */
const MAX_TABS = 40

/**
 * Tabs through the page (as a keyboard user does) and fails for every control that shows no focus ring: no
 * outline and no box-shadow while it is focused. axe cannot see focus; this is the check it leaves out.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const invisible: string[] = []
  const seen = new Set<string>()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return undefined
      const style = getComputedStyle(el)
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`
      return { name, ring }
    })
    if (!focused || seen.has(focused.name)) break
    seen.add(focused.name)
    if (!focused.ring) invisible.push(focused.name)
  }
  // The page goes back to how the keyboard found it: focus moved far down a long list scrolls it under a sticky
  // search bar, and axe, run next, would judge that scrolled state (a row half under the bar) instead of the page.
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    for (const scroller of [document.scrollingElement, ...document.querySelectorAll('.edu-page__body')]) scroller?.scrollTo(0, 0)
  })
  if (invisible.length > 0) throw new Error(`no visible focus on ${page.url()}:\n  ${invisible.join('\n  ')}`)
}

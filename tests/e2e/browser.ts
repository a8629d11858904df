// Debian's Chromium driven by playwright-core (never a downloaded browser): one browser per test file, a
// fresh context (cookies, storage) per test. Playwright gives each launch its own fresh profile folder.
// Every page a test opens is watched: an uncaught error or a console error fails the test unless the test declared
// it (expectErrors), and every page still open when the test ends must pass axe (accessibility.ts).
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import { chromiumLaunch, chromiumPath } from '../../scripts/lib/chromium.ts'
import { expectAccessible } from './accessibility.ts'

export { expectAccessible } from './accessibility.ts'

export interface BrowserTest {
  /** The page of the running test. */
  page: () => Page
  /** An address inside the app: url('/home/noData') is http://localhost:4174/edu/home/noData. */
  url: (path: string) => string
  /** Uncaught errors the page threw during the running test. */
  pageErrors: () => string[]
  /** A further context for the running test (a phone with touch, say), watched like the first and closed after it. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
  /** Errors the running test provokes on purpose (a failed call, going offline): matching ones do not fail it. */
  expectErrors: (...patterns: RegExp[]) => void
  /** The running test leaves its pages in a state axe should not judge (mid-navigation, say); says why. */
  skipAccessibilityCheck: (why: string) => void
}

const VIEWPORT = { width: 375, height: 667 }

export function useBrowser(): BrowserTest {
  let browser: Browser
  let contexts: BrowserContext[] = []
  let page: Page
  let errors: string[] = []
  let consoleErrors: string[] = []
  let expected: RegExp[] = []
  let checkAccessibility = true
  const baseUrl = inject('baseUrl')

  function watch(p: Page): void {
    p.on('pageerror', (e) => errors.push(e.message))
    p.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(`${m.text()} (${m.location().url})`)
    })
  }

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', ...options })
    context.on('page', watch)
    contexts.push(context)
    return context
  }

  beforeAll(async () => {
    if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: apt-get install -y chromium fonts-noto-cjk`)
    browser = await chromium.launch(chromiumLaunch)
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    errors = []
    consoleErrors = []
    expected = []
    checkAccessibility = true
    contexts = []
    page = await (await newContext()).newPage()
  })
  afterEach(async (context) => {
    try {
      // A test that already failed keeps its own message; the checks below would only add noise.
      if (context.task.result?.state === 'fail') return
      const unexpected = [...errors.map((e) => `uncaught: ${e}`), ...consoleErrors.map((e) => `console.error: ${e}`)].filter(
        (e) => !expected.some((p) => p.test(e)),
      )
      if (unexpected.length > 0)
        throw new Error(`the page logged errors the test did not expect (declare them with expectErrors):\n  ${unexpected.join('\n  ')}`)
      if (!checkAccessibility) return
      for (const c of contexts) for (const p of c.pages()) if (p.url().startsWith(baseUrl)) await expectAccessible(p)
    } finally {
      await Promise.all(contexts.map((c) => c.close()))
    }
  })

  return {
    page: () => page,
    url: (path) => `${baseUrl}${path}`,
    pageErrors: () => errors,
    newContext,
    expectErrors: (...patterns) => expected.push(...patterns),
    skipAccessibilityCheck: () => {
      checkAccessibility = false
    },
  }
}

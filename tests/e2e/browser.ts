// Debian's Chromium driven by playwright-core (never a downloaded browser): one browser per test file, a
// fresh context (cookies, storage) per test. Playwright gives each launch its own fresh profile folder.
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.ts'


export interface BrowserTest {
  /** The page of the running test. */
  page(): Page
  /** An address inside the app: url('/home/noData') is http://localhost:4174/edu/home/noData. */
  url(path: string): string
  /** Uncaught errors the page threw during the running test. */
  pageErrors(): string[]
}

export function useBrowser(): BrowserTest {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[] = []
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: apt-get install -y chromium fonts-noto-cjk`)
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'zh-CN' })
    page = await context.newPage()
    errors = []
    page.on('pageerror', (e) => errors.push(e.message))
  })
  afterEach(async () => {
    await context?.close()
  })

  return { page: () => page, url: (path) => `${baseUrl}${path}`, pageErrors: () => errors }
}

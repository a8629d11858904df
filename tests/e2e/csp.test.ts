// The built app's Content-Security-Policy (scripts/vite/csp-plugin.ts) in Chromium: the policy is strict, the
// browser enforces it (an inline script and eval are refused), and every reference screen works under it with
// no securitypolicyviolation event, the embedded backend's service worker included.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 10_000 }

interface Violation {
  directive: string
  blocked: string
}

declare global {
  interface Window {
    __cspViolations?: Violation[]
  }
}

/** Records every securitypolicyviolation event of the page's documents, from their first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      (window.__cspViolations ??= []).push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    )
  })
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? [])

async function policy(page: Page): Promise<string> {
  return (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? ''
}

describe('Content-Security-Policy', () => {
  it('is strict: scripts only from the app and no eval, calls only to the app itself in mock mode', async () => {
    const page = b.page()
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
    const csp = await policy(page)
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `))
    expect(directive('script-src')).toBe("script-src 'self' https://res.wx.qq.com")
    expect(csp).not.toContain('unsafe-eval')
    expect(directive('connect-src')).toBe("connect-src 'self'")
    expect(directive('object-src')).toBe("object-src 'none'")
  })

  it('is enforced: the browser refuses an inline script and eval, and reports both', async () => {
    b.expectErrors(/violates the following Content Security Policy directive 'script-src 'self' https:\/\/res\.wx\.qq\.com'/)
    const page = b.page()
    await recordViolations(page)
    await page.goto(b.url('/home/noData'))
    await page.getByText('建设中', { exact: true }).waitFor()
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.head.append(script)
      // From a timer, as page code would: code the DevTools protocol evaluates directly may use eval whatever the policy.
      const evalRan = await new Promise<boolean>((resolve) =>
        setTimeout(() => {
          try {
            resolve((0, eval)('true') === true)
          } catch {
            resolve(false)
          }
        }),
      )
      return { inline: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true, eval: evalRan }
    })
    expect(ran).toEqual({ inline: false, eval: false })
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive).sort(), WAIT)
      .toEqual(['script-src-elem', 'script-src'].sort())
  })

  it.each([
    ['the placeholder page', '/home/noData', 'none', (p: Page) => p.getByText('建设中', { exact: true }).waitFor(WAIT)],
    ['the app version page', '/up/app/version', 'none', (p: Page) => p.getByText('您的App版本过低，请升级至最新版本后使用').waitFor(WAIT)],
    ['points detail', '/integral/detail', 'login', (p: Page) => p.locator('.edu-collapse').first().waitFor(WAIT)],
    [
      'add residents',
      '/doctor/family_doctor/multi-cancer/add-residents',
      'login',
      (p: Page) => p.locator('.edu-list__row').first().waitFor(WAIT),
    ],
    [
      'manual add resident',
      '/doctor/family_doctor/hypertension/manual-add-resident',
      'login',
      (p: Page) => p.locator('#root_userName').waitFor(WAIT),
    ],
  ] as const)('lets %s work with no violation', async (_, path, auth, drawn) => {
    const page = b.page()
    await recordViolations(page)
    if (auth === 'none') await page.goto(b.url(path))
    else await openLoggedIn(page, b.url(path))
    await drawn(page)
    // Data came through the embedded backend's service worker, under the policy.
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await violations(page)).toEqual([])
  })
})

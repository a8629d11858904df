// Issue 33, finding 8, replayed on the built app: an id-token in the address is kept in memory only (SPEC §5:
// 120 s), so neither the address bar nor any storage or cookie holds it once the page is open.
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../e2e/browser.ts'

const b = useBrowser()

describe('an id-token in the address', () => {
  it('is recorded nowhere but memory', async () => {
    const page = b.page()
    await page.goto(b.url('/health/client/home?id-token=IDT-SECRET-42&from=share'))
    await page.locator('.edu-page').first().waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    expect(page.url()).not.toContain('IDT-SECRET-42')
    const stored = await page.evaluate(() =>
      JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage), document.cookie]),
    )
    expect(stored).not.toContain('IDT-SECRET-42')
    // The last path is still recorded, with the rest of its query.
    expect(await page.evaluate(() => localStorage.getItem('lastPath'))).toBe('/edu/health/client/home?from=share')
  })
})

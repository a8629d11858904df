// Opens a screen config as the 调试 panel's paste does (src/shell/devtools/pasted-screen.ts keeps it for the tab under
// this key): the app's own page must already be open, so the tab's sessionStorage is the app's.
import type { Page } from 'playwright-core'

const PASTED_SCREEN_KEY = 'edu.debug.pasted-screen'

export async function openPasted(page: Page, url: (path: string) => string, config: unknown): Promise<void> {
  await page.evaluate(([key, text]) => sessionStorage.setItem(key, text), [PASTED_SCREEN_KEY, JSON.stringify(config)] as const)
  await page.goto(url('/debug/pasted'))
}

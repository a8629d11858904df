// Logging in as the demo doctor the way a visitor does: open the screen, get sent to the mock identity
// provider, press its doctor button, land back on the screen. Works for both builds: in mock mode the page
// draws the provider itself, in the api build the Node backend serves it.
import type { Page } from 'playwright-core'
import type { BenchScreen } from './setup.ts'

export const screenUrl = (baseUrl: string, screen: BenchScreen) => `${baseUrl}${screen.path}`

/** A doctor route to log in through when the screen itself is public (a public route never asks to log in). */
const LOGIN_VIA = '/doctor/family_doctor/hypertension/manual-add-resident'

export async function logInAsDoctor(page: Page, baseUrl: string, screen: BenchScreen): Promise<void> {
  const via = screen.auth === 'none' ? `${baseUrl}${LOGIN_VIA}` : screenUrl(baseUrl, screen)
  await page.goto(via)
  await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/, { timeout: 20_000 })
  await page.getByText(/以演示医生登录/).click()
  await page.waitForURL(via, { timeout: 20_000 })
  if (screen.auth === 'none') await page.goto(screenUrl(baseUrl, screen))
  await waitForScreen(page, screen)
}

/** The screen shows its content and the network has been quiet for 500 ms (no lazy chunk still coming). */
export async function waitForScreen(page: Page, screen: BenchScreen): Promise<void> {
  await page.locator(screen.ready).first().waitFor({ timeout: 20_000 })
  await page.waitForLoadState('networkidle', { timeout: 20_000 })
}

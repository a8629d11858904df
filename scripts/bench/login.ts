// Logging in as a demo person the way a visitor does: open a screen, get sent to the mock identity provider,
// press its button for the person (以演示医生登录 / 以演示居民登录), land back on the screen. Works for both builds:
// in mock mode the page draws the provider itself, in the api build the Node backend serves it.
import type { Page } from 'playwright-core'
import type { BenchScreen } from './setup.ts'

export const screenUrl = (baseUrl: string, screen: BenchScreen) => `${baseUrl}${screen.path}`

export type DemoPerson = 'doctor' | 'resident'

/** A doctor route to log in through when the screen itself is public (a public route never asks to log in). */
const LOGIN_VIA = '/doctor/family_doctor/hypertension/manual-add-resident'

/** Each person's own route that needs a login, and the identity provider's button for them. */
export const PERSON_LOGIN: Record<DemoPerson, { via: string; button: RegExp; ready: string }> = {
  doctor: { via: LOGIN_VIA, button: /以演示医生登录/, ready: '#root_userName' },
  resident: { via: '/health/client/user-center', button: /以演示居民登录/, ready: '.edu-page__body' },
}

/** Walks the identity provider as `person` through `via` (an address under baseUrl that needs a login). */
export async function logInAs(page: Page, baseUrl: string, person: DemoPerson, via = PERSON_LOGIN[person].via): Promise<void> {
  const url = `${baseUrl}${via}`
  await page.goto(url)
  await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/, { timeout: 20_000 })
  await page.getByText(PERSON_LOGIN[person].button).click()
  await page.waitForURL(url, { timeout: 20_000 })
}

export async function logInAsDoctor(page: Page, baseUrl: string, screen: BenchScreen): Promise<void> {
  await logInAs(page, baseUrl, 'doctor', screen.auth === 'none' ? LOGIN_VIA : screen.path)
  if (screen.auth === 'none') await page.goto(screenUrl(baseUrl, screen))
  await waitForScreen(page, screen)
}

/** The screen shows its content and the network has been quiet for 500 ms (no lazy chunk still coming). */
export async function waitForScreen(page: Page, screen: BenchScreen): Promise<void> {
  await page.locator(screen.ready).first().waitFor({ timeout: 20_000 })
  await page.waitForLoadState('networkidle', { timeout: 20_000 })
}

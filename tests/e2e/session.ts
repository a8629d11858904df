// Logging in as a demo person. The identity provider's page is walked once per run (demo-sessions.ts); a test's
// context then takes that person's logged-in state (reset-context.ts) and opens the address, as a visitor coming
// back logged in would. A context that has already opened the app keeps its world, so there the walk is made
// again, through the identity provider's page, as before.
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { LOGIN_BUTTON, personFor, type DemoPerson } from './demo-sessions.ts'
import { appOpenedSinceReset, resetContext } from './reset-context.ts'

/** The login pages of the mock identity provider. */
export const IDP_PAGE = /\/edu\/__mock\/idp\/auth\/login\?/

/** The person a `who` pattern names: one button's person, or, for a pattern matching both, the address's. */
function personNamed(who: RegExp, url: string): DemoPerson {
  const matching = (['doctor', 'resident'] as const).filter((p) => who.test(LOGIN_BUTTON[p].source))
  return matching.length === 1 ? matching[0] : personFor(url)
}

/** Puts `person`'s logged-in state into the page's context, which has not opened the app since its reset. */
export async function logInAs(page: Page, person: DemoPerson): Promise<void> {
  await resetContext(page.context(), inject('baseUrl'), inject('demoSessions')[person])
}

/**
 * Opens `url`, a route that needs a login, logged in as the demo doctor or resident (`who` names the identity
 * provider's button; the default takes the one it offers first for that address, as a visitor would).
 */
export async function openLoggedIn(page: Page, url: string, who: RegExp = /以演示(医生|居民)登录/): Promise<void> {
  if (!appOpenedSinceReset(page.context())) {
    await logInAs(page, personNamed(who, url))
    await page.goto(url)
    return
  }
  await page.goto(url)
  await page.waitForURL(IDP_PAGE)
  await page.getByText(who).first().click()
  await page.waitForURL(url)
}

/** The app page opened behind a screen that goes back after its work (the placeholder, 建设中), under /edu. */
export const PAGE_BEHIND = '/home/noData'

/**
 * Logs in as the demo doctor through `url`, then opens PAGE_BEHIND, so that the screen the caller opens next has a
 * page of the app behind it to go back to.
 */
export async function logInWithPageBehind(page: Page, url: string): Promise<void> {
  if (appOpenedSinceReset(page.context())) await openLoggedIn(page, url, /以演示医生登录/)
  else await logInAs(page, 'doctor')
  await page.goto(new URL(`/edu${PAGE_BEHIND}`, url).href)
  await page.getByText('建设中', { exact: true }).waitFor()
}

/** Logs in as the demo doctor and opens `url` with PAGE_BEHIND behind it, so back() lands inside the app. */
export async function openAsDoctorWithPageBehind(page: Page, url: string): Promise<void> {
  await logInWithPageBehind(page, url)
  await page.goto(url)
}

/** Opens `url` logged in as the demo resident 林晓燕. */
export async function openAsResident(page: Page, url: string): Promise<void> {
  await openLoggedIn(page, url, /以演示居民登录/)
}

/** Opens `url` logged in as the demo doctor. */
export async function openAsDoctor(page: Page, url: string): Promise<void> {
  await openLoggedIn(page, url, /以演示医生登录/)
}

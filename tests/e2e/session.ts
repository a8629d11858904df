// Logging in as a demo person through the embedded backend's identity provider, as a visitor does.
import type { Page } from 'playwright-core'

/** The login pages of the mock identity provider. */
export const IDP_PAGE = /\/edu\/__mock\/idp\/auth\/login\?/

/**
 * Opens `url`, a route that needs a login: the app sends the visitor to the identity provider, who logs in
 * with one click as the demo doctor (or the demo resident where a resident client asks) and comes back to `url`.
 */
export async function openLoggedIn(page: Page, url: string, who: RegExp = /以演示(医生|居民)登录/): Promise<void> {
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
  await openLoggedIn(page, url, /以演示医生登录/)
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

/**
 * Logs in as the demo doctor (from the doctor's home, where the identity provider offers him), then opens `url`,
 * an address in the same app.
 */
export async function openAsDoctor(page: Page, url: string): Promise<void> {
  const home = new URL('/edu/doctor/client/home', url).href
  await page.goto(home)
  await page.waitForURL(IDP_PAGE)
  await page.getByText(/以演示医生登录/).click()
  await page.waitForURL(home)
  await page.goto(url)
}

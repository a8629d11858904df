// The demo people's logged-in browser state, made once per run by global-setup.ts: each logs in through the mock
// identity provider's page with one click, as a visitor does, and the cookies and localStorage (the user-token
// cookie and the embedded backend's world holding that session) are kept. A test then starts logged in from that
// state instead of walking through the identity provider again; login.test.ts and front-door.test.ts keep
// testing the walk itself.
import type { Browser, BrowserContext } from 'playwright-core'

export type DemoPerson = 'doctor' | 'resident'
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
export type DemoSessions = Record<DemoPerson, StorageState>

/** The identity provider's one-click button for each person. */
export const LOGIN_BUTTON: Record<DemoPerson, RegExp> = { doctor: /以演示医生登录/, resident: /以演示居民登录/ }

/** A route each person logs in through: one of their own that needs a login. */
const HOME: Record<DemoPerson, string> = { doctor: '/doctor/client/home', resident: '/health/client/user-center' }

async function logIn(browser: Browser, baseUrl: string, person: DemoPerson): Promise<StorageState> {
  const context = await browser.newContext({ locale: 'zh-CN' })
  try {
    const page = await context.newPage()
    const home = `${baseUrl}${HOME[person]}`
    await page.goto(home)
    await page.waitForURL(/\/edu\/__mock\/idp\/auth\/login\?/, { timeout: 60_000 })
    await page.getByText(LOGIN_BUTTON[person]).click()
    await page.waitForURL(home, { waitUntil: 'domcontentloaded', timeout: 60_000 })
    // The landing's calls write to the world (the session's first visit); keep the world once they settle.
    await page.waitForLoadState('networkidle')
    return await context.storageState()
  } finally {
    await context.close()
  }
}

export async function logInDemoPeople(browser: Browser, baseUrl: string): Promise<DemoSessions> {
  return { doctor: await logIn(browser, baseUrl, 'doctor'), resident: await logIn(browser, baseUrl, 'resident') }
}

/**
 * The person the identity provider offers first for an address, as the app's client role decides it
 * (src/platform/client-role.ts): a doctor path or app=dzj / client=doctor means the doctor; any other address
 * in a plain browser means the resident. A doctor-only route always means the doctor.
 */
export function personFor(url: string, auth?: 'login' | 'doctor'): DemoPerson {
  if (auth === 'doctor') return 'doctor'
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  const path = pathname.replace(/^\/edu(?=\/|$)/, '')
  if (path === '/doctor' || path.startsWith('/doctor/')) return 'doctor'
  if (path === '/health' || path.startsWith('/health/')) return 'resident'
  if (searchParams.get('app') === 'dzj' || searchParams.get('client') === 'doctor') return 'doctor'
  return 'resident'
}

// The one reset of the browser tests: a page's context back to a given state (cookies and localStorage, as
// Playwright's storageState() gives them; nothing for a logged-out visitor), with the app's IndexedDB (the embedded
// backend's uploads) emptied. The embedded backend keeps its world in localStorage, so this resets it too: a page
// opened afterwards seeds it afresh, or finds the state given. It goes through a page each context keeps parked on
// the app's origin outside the app, so no test page navigates for it; unlike Playwright's setStorageState it keeps
// the HTTP cache (the app's scripts) and the service worker installed. Each test's pages are new, so their
// sessionStorage (the embedded backend's injected faults among it) starts empty.
import type { BrowserContext, Page } from 'playwright-core'
import type { StorageState } from './demo-sessions.ts'

/** Whether a page of the context has opened the app since its last reset. */
const opened = new WeakMap<BrowserContext, boolean>()

export function appOpenedSinceReset(context: BrowserContext): boolean {
  return opened.get(context) ?? true
}

/** Start noticing when a page of the context opens the app (a context made by the browser tests). */
export function noticeAppPages(context: BrowserContext, baseUrl: string): void {
  if (opened.has(context)) return
  opened.set(context, false)
  const notice = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith(baseUrl)) opened.set(context, true)
    })
  context.pages().forEach(notice)
  context.on('page', notice)
}

/** Outside the app's /edu/ scope, so the embedded backend's service worker never answers it. */
const KEEPER_PATH = '/__e2e/storage'

/** Each context's page parked on the app's origin (not in the app), through which its storage is reset. */
const keepers = new WeakMap<BrowserContext, Page>()

/** Whether `page` is a context's storage keeper, which the tests neither judge nor close. */
export function isStorageKeeper(page: Page): boolean {
  return keepers.get(page.context()) === page
}

async function keeperOf(context: BrowserContext, origin: string): Promise<Page> {
  const kept = keepers.get(context)
  if (kept && !kept.isClosed()) return kept
  const page = await context.newPage()
  keepers.set(context, page)
  await page.route(`${origin}${KEEPER_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
  )
  await page.goto(`${origin}${KEEPER_PATH}`)
  return page
}

/**
 * Parks the context's storage keeper now, before the test opens its pages: the page opened last is the one in
 * front, and Chromium gives a page behind others frames rarely (touch events and animations wait seconds).
 */
export async function parkStorageKeeper(context: BrowserContext, baseUrl: string): Promise<void> {
  await keeperOf(context, new URL(baseUrl).origin)
}

export async function resetContext(context: BrowserContext, baseUrl: string, state?: StorageState): Promise<void> {
  const origin = new URL(baseUrl).origin
  await context.clearCookies()
  if (state?.cookies.length) await context.addCookies(state.cookies)
  const keeper = await keeperOf(context, origin)
  await keeper.evaluate(
    async (items) => {
      localStorage.clear()
      for (const { name, value } of items) localStorage.setItem(name, value)
      const databases = await indexedDB.databases()
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise<void>((resolve, reject) => {
              if (!name) {
                resolve()
                return
              }
              const request = indexedDB.deleteDatabase(name)
              request.onsuccess = () => resolve()
              request.onerror = () => reject(new Error(`could not delete IndexedDB ${name}`))
              // A page still holding it open (none should be): it goes when that page closes.
              request.onblocked = () => resolve()
            }),
        ),
      )
    },
    state?.origins.find((o) => o.origin === origin)?.localStorage ?? [],
  )
  opened.set(context, false)
}

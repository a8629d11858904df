// The reachability crawl (reachability.test.ts): from a person's home, every screen reached by taps, breadth first.
// Each screen is opened once per route of the route table. On it, plain links give their addresses at once; every
// other control a finger can press (a pressable cell, a grid entry, a tab, a button) is pressed in the page while
// the app's navigation is held: history.pushState and replaceState, back and go only note where the app was going,
// and a full-page load is noted and refused, so one screen is never left. Controls that write what cannot be taken
// back (log out, delete, remove) are not pressed. Addresses outside /edu/ are not followed.
import type { Page } from 'playwright-core'
import { matchPath } from 'react-router-dom'

/** A route of the route table, as the crawl matches addresses against it. */
export interface CrawlRoute {
  path: string
  auth: 'none' | 'login' | 'doctor'
}

export interface CrawlResult {
  /** Route paths reached, with the address first reached for each and the one it was reached from. */
  reached: Map<string, { url: string; from: string }>
  /** Screens opened. */
  opened: number
}

/** Controls not pressed: they end the session or remove what the crawl cannot put back. */
const WRITES =
  /退出登录|切换账号|注销|删除|移出|解绑|解除|清空|撤回|取消签约|退出团队|解散|提交|保存|发送|推送|发布|确定|确认|完成|加入分组|移入|移到/

/** Installed before the app's own scripts: holds navigation while window.__crawl.hold is true. */
function holdNavigation(): void {
  const w = window as unknown as { __crawl: { hold: boolean; seen: string[]; tried: string[] } }
  w.__crawl = { hold: false, seen: [], tried: [] }
  const note = (url: string | URL | null | undefined) => {
    if (url !== undefined && url !== null) w.__crawl.seen.push(new URL(String(url), location.href).href)
  }
  const push = history.pushState.bind(history)
  const replace = history.replaceState.bind(history)
  const back = history.back.bind(history)
  const go = history.go.bind(history)
  history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    if (w.__crawl.hold) note(url)
    else push(data, unused, url)
  }
  history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
    if (w.__crawl.hold) note(url)
    else replace(data, unused, url)
  }
  history.back = () => {
    if (!w.__crawl.hold) back()
  }
  history.go = (delta?: number) => {
    if (!w.__crawl.hold) go(delta)
  }
  window.open = (url?: string | URL) => {
    note(url)
    return null
  }
}

/** Opens an address inside the app without reloading it, as the router's own navigation does. */
async function goInside(page: Page, url: string, quiet: () => Promise<void>): Promise<void> {
  await page.evaluate((to) => {
    const w = window as unknown as { __crawl: { hold: boolean; tried: string[] } }
    w.__crawl.hold = false
    w.__crawl.tried = []
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, url)
  await quiet()
}

/**
 * A function that waits until the screen has drawn and its data came: a page is there and no request has been in
 * flight for a moment (data, a route's chunk). A screen still busy after 3 s is crawled as it stands.
 */
function quietness(page: Page): () => Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by)
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return async () => {
    const deadline = Date.now() + 3_000
    await new Promise((r) => setTimeout(r, 50))
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange >= 120) break
      await new Promise((r) => setTimeout(r, 30))
    }
    await page.waitForSelector('.edu-page, .edu-status-page', { timeout: 3_000 }).catch(() => undefined)
  }
}

/**
 * Presses every control of the screen now shown (and, in a second round, the controls the first round revealed:
 * another tab's list, an action sheet, a popup) with navigation held, and returns the addresses the app went for.
 */
async function pressEverything(page: Page, writes: RegExp): Promise<string[]> {
  return page.evaluate(
    async ({ writes }) => {
      const w = window as unknown as { __crawl: { hold: boolean; seen: string[]; tried: string[] } }
      const deny = new RegExp(writes)
      const tried = new Set<string>(w.__crawl.tried)
      const found = new Set<string>()
      const visible = (e: Element) => {
        const r = e.getBoundingClientRect()
        return r.width > 0 && r.height > 0
      }
      /** Pressable elements: a pointer cursor that its parent does not show too (the outermost of a control). */
      const pressable = (): HTMLElement[] =>
        [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => {
          if (!visible(e) || e.closest('[aria-disabled="true"], [disabled], [class*="edu-devtools"]')) return false
          if (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement || e instanceof HTMLSelectElement) return false
          if (getComputedStyle(e).cursor !== 'pointer') return false
          const parent = e.parentElement
          return !parent || getComputedStyle(parent).cursor !== 'pointer'
        })
      const signature = (e: HTMLElement) =>
        `${e.tagName}.${e.className}|${(e.innerText || e.getAttribute('aria-label') || '').trim().slice(0, 40)}`
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) found.add(a.href)
      w.__crawl.seen = []
      w.__crawl.hold = true
      // A press may redraw the screen (its controls are new elements then): look again, up to a bound.
      for (let look = 0, fresh = true; fresh && look < 20; look++) {
        fresh = false
        for (const e of pressable()) {
          const key = signature(e)
          // A control's own short label says what it does; a long text is a row's title and description.
          const label = (e.innerText || e.getAttribute('aria-label') || '').trim()
          const writes = label.length <= 12 && deny.test(label)
          if (tried.has(key) || (e instanceof HTMLAnchorElement && e.hasAttribute('href')) || writes) continue
          if (e instanceof HTMLButtonElement && e.type === 'submit') continue // a form's submit writes
          if (!e.isConnected) {
            fresh = true
            break
          }
          tried.add(key)
          try {
            e.click()
          } catch {
            // A handler that throws is the page's own business (the crawl's console check reports it).
          }
        }
      }
      // Actions that wait for something (a content link's address) navigate a moment later.
      await new Promise((r) => setTimeout(r, 100))
      for (const url of w.__crawl.seen) found.add(url)
      w.__crawl.tried = [...tried]
      w.__crawl.hold = false
      return [...found]
    },
    { writes: writes.source },
  )
}

/** The route an address of the app opens, if any. */
export function routeOf(url: string, origin: string, routes: readonly CrawlRoute[]): CrawlRoute | undefined {
  const u = new URL(url, origin)
  if (u.origin !== origin || !u.pathname.startsWith('/edu')) return undefined
  const path = u.pathname.slice('/edu'.length) || '/'
  return routes.find((r) => matchPath({ path: r.path, end: true }, path))
}

/**
 * Crawls from `home` (an address of the app, the page already logged in as the person) over `routes`, opening only
 * routes this person may open (`mayOpen`), at most `limit` screens.
 */
export async function crawl(
  page: Page,
  home: string,
  routes: readonly CrawlRoute[],
  mayOpen: (route: CrawlRoute) => boolean,
  limit = 400,
): Promise<CrawlResult> {
  const origin = new URL(home).origin
  await page.addInitScript(holdNavigation)
  // A full-page load while navigation is held (an external link, location.href = …) is noted and refused.
  const loads: string[] = []
  let pressing = false
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (pressing && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(request.url())
      await route.abort('aborted')
    } else await route.fallback()
  })
  const quiet = quietness(page)
  await page.goto(home)
  await quiet()

  const homeRoute = routeOf(home, origin, routes)
  const reached = new Map<string, { url: string; from: string }>()
  if (homeRoute) reached.set(homeRoute.path, { url: home, from: '(home)' })
  const queue = [home]
  let opened = 0
  while (queue.length > 0 && opened < limit) {
    const url = queue.shift() as string
    if (url !== home || opened > 0) await goInside(page, url, quiet)
    opened++
    loads.length = 0
    const targets: string[] = []
    // Twice: what the first presses revealed (another tab's list, an action sheet, a popup) is pressed next.
    for (let round = 0; round < 2; round++) {
      pressing = true
      targets.push(...(await pressEverything(page, WRITES).finally(() => (pressing = false))))
      await quiet()
    }
    targets.push(...loads)
    for (const target of targets) {
      const route = routeOf(target, origin, routes)
      if (!route || reached.has(route.path)) continue
      reached.set(route.path, { url: target, from: url })
      if (mayOpen(route)) queue.push(target)
    }
  }
  return { reached, opened }
}

// The reachability crawl (reach-*.test.ts): from a person's home, every screen reached by taps, breadth first.
// Each route of the route table is opened once. The app's navigation is held for the whole crawl: history.pushState
// and replaceState, back and go only note where the app was going, so a press never leaves the screen, however late
// its action navigates (after a call, say); the crawl itself moves between screens with the router's own pushState.
// On a screen that has settled (its data came, nothing aria-busy: settle.ts), plain links give their addresses at
// once; every other control a finger can press (a pressable cell, a grid entry, a tab, a button) is pressed, one at a
// time, each once the calls the last one made have answered, tabs last (so each tab's list is pressed), and what the
// presses revealed (an action sheet, a popup) is pressed next once the screen has settled again. Not pressed: what
// ends the session, switches the person the app acts for or removes something (WRITES), and a form's fields. The
// same presses in the same order on every run reach the same routes. Addresses outside /edu/ are not followed. A
// press that loads a whole page (location.href = …) is noted; the crawl then opens the next screen by loading it.
import type { Page } from 'playwright-core'
import { matchRoutes } from 'react-router-dom'
import { settled } from './settle.ts'

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

/**
 * Controls not pressed: they end the session, switch the person the app acts for (切换为…, 查看…的数据) or remove
 * what the crawl cannot put back. Everything else is pressed: a form's 提交 with nothing typed is refused by its
 * checks, and what a press writes stays in this crawl's own world, the same on every run.
 */
const WRITES = /退出登录|切换|查看.+的数据|注销|删除|移出|移除|解绑|解除|清空|撤回|取消签约|退出团队|解散/

/**
 * How long a screen must have made no request to count as settled (settle.ts waits 150 ms before judging a page):
 * its loading lists are aria-busy meanwhile, and a call that follows another starts as soon as the first answers.
 */
const QUIET_MS = 60

/** Rounds of pressing on one screen: each presses what the one before revealed. */
const ROUNDS = 4

interface CrawlWindow {
  __crawl: { seen: string[]; tried: string[]; open: (url: string) => void; changes: number; calls: Set<{ at: number }> }
}

/** Installed before the app's own scripts: holds the app's navigation, noting where it was going. */
function holdNavigation(): void {
  const w = window as unknown as CrawlWindow
  const push = history.pushState.bind(history)
  w.__crawl = {
    seen: [],
    tried: [],
    changes: 0,
    calls: new Set(),
    open: (url) => {
      push(null, '', url)
      dispatchEvent(new PopStateEvent('popstate', { state: null }))
    },
  }
  const note = (url: string | URL | null | undefined) => {
    if (url !== undefined && url !== null) w.__crawl.seen.push(new URL(String(url), location.href).href)
  }
  history.pushState = (_data: unknown, _unused: string, url?: string | URL | null) => note(url)
  history.replaceState = (_data: unknown, _unused: string, url?: string | URL | null) => note(url)
  // The app's calls in flight (fetch, as the API layer makes them), so that presses wait for what the last one asked.
  const fetch = window.fetch.bind(window)
  window.fetch = async (...args: Parameters<typeof window.fetch>) => {
    const call = { at: performance.now() }
    w.__crawl.calls.add(call)
    try {
      return await fetch(...args)
    } finally {
      w.__crawl.calls.delete(call)
    }
  }
  history.back = () => undefined
  history.go = () => undefined
  window.open = (url?: string | URL) => {
    note(url)
    return null
  }
}

/**
 * Presses every control of the screen not pressed yet, one at a time (tabs last, so the list each tab shows is
 * pressed before the next tab), each once the calls the press before made have answered and their answer is drawn,
 * and returns how many it pressed, whether the screen changed meanwhile and the screen's links.
 */
async function pressNew(page: Page, writes: RegExp): Promise<{ pressed: number; changed: boolean; links: string[] }> {
  return page.evaluate(
    async ({ writes }) => {
      const w = window as unknown as CrawlWindow
      const links = new Set<string>()
      const noteLinks = () => document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => links.add(a.href))
      const deny = new RegExp(writes)
      const tried = new Set<string>(w.__crawl.tried)
      const visible = (e: Element) => {
        const r = e.getBoundingClientRect()
        return r.width > 0 && r.height > 0
      }
      /** Pressable elements: a pointer cursor that its parent does not show too (the outermost of a control). */
      const pressable = (e: HTMLElement): boolean => {
        if (!visible(e) || e.closest('[aria-disabled="true"], [disabled], [class*="edu-devtools"]')) return false
        // What a form asks for is typed or picked, never a way elsewhere: its fields and their pickers (a hundred
        // hospitals, every day of a year) are not pressed. Its links are still followed.
        if (e.closest('form, [class*="edu-form"], [class*="adm-picker"], [class*="adm-calendar"]')) return false
        if (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement || e instanceof HTMLSelectElement) return false
        if (e instanceof HTMLAnchorElement && e.hasAttribute('href')) return false
        if (e instanceof HTMLButtonElement && e.type === 'submit') return false // a form's submit writes
        if (getComputedStyle(e).cursor !== 'pointer') return false
        const parent = e.parentElement
        return !parent || getComputedStyle(parent).cursor !== 'pointer'
      }
      const labelOf = (e: HTMLElement) => (e.innerText || e.getAttribute('aria-label') || '').trim()
      const isTab = (e: HTMLElement) => e.getAttribute('role') === 'tab'
      const tick = () => new Promise((r) => setTimeout(r, 0))
      /** The next control not pressed yet, or undefined. */
      const next = (): HTMLElement | undefined => {
        const all = [...document.querySelectorAll<HTMLElement>('body *')].filter(pressable)
        for (const e of [...all.filter((e) => !isTab(e)), ...all.filter(isTab)]) {
          const label = labelOf(e)
          const key = `${e.tagName}.${e.className}|${label.slice(0, 40)}`
          if (tried.has(key)) continue
          tried.add(key)
          // A control's own short label says what it does; a long text is a row's title and description.
          if (label.length <= 12 && deny.test(label)) continue
          return e
        }
        return undefined
      }
      const observer = new MutationObserver(() => (w.__crawl.changes += 1))
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
      const before = w.__crawl.changes
      let pressed = 0
      noteLinks()
      for (let e = next(); e && pressed < 300; e = next()) {
        try {
          e.click()
        } catch {
          // A handler that throws is the page's own business (each screen's own tests judge its console).
        }
        pressed++
        const at = performance.now()
        await tick()
        // The calls the press made (a tab's list, say) answer and are drawn before the next press (not a stream
        // or a long poll the screen keeps open, which never ends).
        const made = () => [...w.__crawl.calls].some((c) => c.at >= at)
        while (made() && performance.now() - at < 2_000) await new Promise((r) => setTimeout(r, 5))
        await tick()
        noteLinks()
      }
      observer.disconnect()
      w.__crawl.tried = [...tried]
      return { pressed, changed: w.__crawl.changes !== before, links: [...links] }
    },
    { writes: writes.source },
  )
}

/** The route an address of the app opens, if any, ranked as the router ranks them (/a/detail before /a/:id). */
export function routeOf(url: string, origin: string, routes: readonly CrawlRoute[]): CrawlRoute | undefined {
  const u = new URL(url, origin)
  if (u.origin !== origin || !u.pathname.startsWith('/edu')) return undefined
  const path = u.pathname.slice('/edu'.length) || '/'
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    path,
  )
  return match?.[0]?.route.route
}

/** Whether the page shows the app at `url` with its navigation held (not a page a press loaded, not the login). */
async function showing(page: Page, url: string): Promise<boolean> {
  return page
    .evaluate((url) => {
      const here = new URL(location.href)
      const there = new URL(url)
      const held = '__crawl' in window
      return (
        held && here.pathname === there.pathname && here.search === there.search && !!document.querySelector('.edu-page, .edu-status-page')
      )
    }, url)
    .catch(() => false)
}

/** Opens `url` inside the app as its router does, or, when the page is no longer the app, loads it. */
async function open(page: Page, url: string, loaded: { left: boolean }): Promise<void> {
  if (!loaded.left) {
    await page
      .evaluate((to) => {
        const w = window as unknown as CrawlWindow
        w.__crawl.seen = []
        w.__crawl.tried = []
        w.__crawl.open(to)
      }, url)
      .catch(() => (loaded.left = true))
    if (!loaded.left) {
      await page
        .locator('.edu-page, .edu-status-page')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined)
      await settled(page, 10_000, QUIET_MS)
    }
  }
  if (loaded.left || !(await showing(page, url))) {
    loaded.left = false
    // A load the last screen started (a redirect after a call) may still be under way: the next one wins.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto(url)
        break
      } catch (e) {
        if (attempt === 3) throw e
      }
    }
    await page.locator('.edu-page, .edu-status-page').first().waitFor({ timeout: 10_000 })
    await settled(page, 10_000, QUIET_MS)
  }
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
  // A whole page a press loads (location.href = …): its address is a target, and the screen is gone.
  const loads: string[] = []
  const loaded = { left: false }
  let loading = true
  page.on('request', (request) => {
    if (loading || !request.isNavigationRequest() || request.frame() !== page.mainFrame()) return
    loads.push(request.url())
    loaded.left = true
    if (process.env.CRAWL_DEBUG) console.log(`[crawl] a press loaded ${request.url()}`)
  })
  await page.goto(home)
  await page.locator('.edu-page, .edu-status-page').first().waitFor({ timeout: 10_000 })
  await settled(page, 10_000, QUIET_MS)

  const homeRoute = routeOf(home, origin, routes)
  const reached = new Map<string, { url: string; from: string }>()
  if (homeRoute) reached.set(homeRoute.path, { url: home, from: '(home)' })
  const queue = [home]
  let opened = 0
  const startedAt = Date.now()
  while (queue.length > 0 && opened < limit) {
    const url = queue.shift() as string
    loading = true
    if (opened > 0) await open(page, url, loaded)
    loading = false
    opened++
    loads.length = 0
    if (process.env.CRAWL_DEBUG) console.log(`[crawl] ${opened} ${url} ${Date.now() - startedAt} ms`)
    const targets: string[] = []
    for (let round = 0; round < ROUNDS && !loaded.left; round++) {
      const pressing = Date.now()
      const { pressed, changed, links } = await pressNew(page, WRITES).catch(() => ({ pressed: 0, changed: false, links: [] }))
      if (process.env.CRAWL_DEBUG) console.log(`[crawl]   round ${round + 1}: ${pressed} pressed in ${Date.now() - pressing} ms`)
      targets.push(...links)
      if (pressed === 0) break
      await settled(page, 10_000, QUIET_MS).catch(() => undefined)
      if (!changed) break
    }
    targets.push(...loads)
    if (!loaded.left) {
      targets.push(
        ...(await page
          .evaluate(() => [
            ...[...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
            ...(window as unknown as CrawlWindow).__crawl.seen,
          ])
          .catch(() => [])),
      )
    }
    for (const target of targets) {
      const route = routeOf(target, origin, routes)
      if (!route || reached.has(route.path)) continue
      reached.set(route.path, { url: target, from: url })
      if (mayOpen(route)) queue.push(target)
    }
  }
  return { reached, opened }
}

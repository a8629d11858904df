// Every route of the route table the browser tests' build serves (screens/ and tests/fixtures/screens, read as
// `npm run screens -- routes` reads them), opened in Chromium, logged in where the route asks for it (the demo
// doctor on doctor routes and doctor addresses, else the demo resident, as the identity provider offers them): each
// draws its page, and the word its SPEC example names (spec-routes.ts `shows`), with no uncaught or console error
// and no serious or critical accessibility violation (browser.ts checks both when each test ends, naming the
// page's address), and every control reached with Tab shows where the
// focus is, and the page fits the phone's width (layout.ts). The routes are dealt into shards (every-route-*.test.ts) so the browser-test workers share them.
// Within a shard the routes go person by person: a person's first route is a cold visit (context reset, logged in,
// the address loaded), and each later one is opened inside the app that page already runs, as a tap would open it,
// so the app and its embedded backend start once per person rather than once per route (most of this test's time
// before). Routes needing no login go the same way, as a logged-out visitor. A failed route starts the next afresh.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import { screenFilesIn, screensDir } from '../../scripts/screens/files.ts'
import { routeTable, type RouteRow } from '../../scripts/screens/route-table.ts'
import { addressOf, exampleOf } from '../routes/example-address.ts'
import { expectFocusVisible } from './accessibility.ts'
import { useBrowser } from './browser.ts'
import { personFor } from './demo-sessions.ts'
import { expectFitsWidth, layoutWidths } from './layout.ts'
import { logInAs } from './session.ts'
import { settled } from './settle.ts'

const dirs = [screensDir, join(root, 'tests/fixtures/screens')]
export const routes = routeTable(screenFilesIn(dirs), dirs)

/** How many every-route-*.test.ts files share the routes. */
export const SHARDS = 3

/** Who opens a route: nobody (a logged-out visit), or the demo person it asks for. */
function visitorOf(route: RouteRow): 'nobody' | 'doctor' | 'resident' {
  return route.auth === 'none' ? 'nobody' : personFor(addressOf(route.path), route.auth)
}

const VISITOR_ORDER = ['nobody', 'doctor', 'resident']

/**
 * Shard `shard` (1-based) of SHARDS: every SHARDS-th route, so each shard mixes every kind of screen, grouped by
 * who opens them (in the table's order within a group).
 */
function shardOf(shard: number): RouteRow[] {
  const mine = routes.filter((_, i) => i % SHARDS === shard - 1)
  return VISITOR_ORDER.flatMap((v) => mine.filter((r) => visitorOf(r) === v))
}

/** Opens `url` inside the app the page runs, as the router's own navigation does, and lets it start drawing. */
async function openInsideApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, url)
  // One frame, so the route's render has begun (and asked for its chunk and data) before settled() looks.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

export function everyRouteShard(shard: number): void {
  const b = useBrowser()
  describe(`every route in the route table (shard ${shard} of ${SHARDS})`, () => {
    let previousVisitor: ReturnType<typeof visitorOf> | undefined
    it.each(shardOf(shard).map((r) => [r.path, r] as const))('%s draws, accessible and error-free', async (_, route) => {
      const url = b.url(addressOf(route.path))
      const visitor = visitorOf(route)
      const goOn = b.pageKept() && visitor === previousVisitor
      const page = goOn ? b.page() : await b.startAfresh()
      previousVisitor = visitor
      if (goOn) await openInsideApp(page, url)
      else {
        if (visitor !== 'nobody') await logInAs(page, visitor)
        await page.goto(url)
      }
      await page.locator('.edu-page, .edu-status-page').first().waitFor({ timeout: 10_000 })
      // Data loads and toasts settle before the page is judged.
      await settled(page)
      await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 10_000 }).toBe(0)
      expect(new URL(page.url()).pathname).toBe(new URL(url).pathname)
      // A screen draws something (text or a picture), and only the placeholder page may say it is under construction.
      if (await page.locator('.edu-page').count()) {
        const drawn = () =>
          page
            .locator('main')
            .first()
            .evaluate((main) => ({
              text: (main as HTMLElement).innerText.trim(),
              pictures: [...main.querySelectorAll('img, svg')].filter((e) => e.getBoundingClientRect().height > 0).length,
            }))
        await expect
          .poll(
            async () => {
              const d = await drawn()
              return d.text !== '' || d.pictures > 0
            },
            { timeout: 10_000, message: `${route.path} draws nothing` },
          )
          .toBe(true)
        if (route.path !== '/home/noData') expect((await drawn()).text).not.toContain('建设中')
      }
      // Where SPEC §2's example names a word, the screen shows it to the person opening it (its data, not only a frame).
      const shows = exampleOf(route.path)?.shows
      if (shows) await page.getByText(shows).first().waitFor({ timeout: 10_000 })
      await expectFocusVisible(page)
      for (const width of layoutWidths(route)) await expectFitsWidth(page, width, route.path)
      // axe runs once, when the test ends (browser.ts), on this page as the test leaves it.
      b.keepPageForNextTest()
    })
  })
}

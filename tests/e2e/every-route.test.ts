// Every route of the route table the browser tests' build serves (screens/ and tests/fixtures/screens, read as
// `npm run screens -- routes` reads them), opened in Chromium, logged in where the route asks for it: each draws
// its page with no uncaught or console error and no serious or critical accessibility violation (browser.ts
// checks both when each test ends; the check is also called here so a failure names the route), and every
// control reached with Tab shows where the focus is.
import { join } from 'node:path'
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import { screenFilesIn, screensDir } from '../../scripts/screens/files.ts'
import { routeTable } from '../../scripts/screens/route-table.ts'
import { expectFocusVisible } from './accessibility.ts'
import { expectAccessible, useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'
import { specRoutes } from '../routes/spec-routes.ts'

const b = useBrowser()
const dirs = [screensDir, join(root, 'tests/fixtures/screens')]
const routes = routeTable(screenFilesIn(dirs), dirs)

/** The address to open: SPEC §2's example for the route (ids the embedded backend's seed has), else '1' per parameter. */
function concrete(path: string): string {
  const example = specRoutes.find((r) => !r.pending && matchPath({ path, end: true }, r.path.split('?')[0]))
  return example?.path ?? path.replace(/:(\w+)\??/g, '1')
}

describe('every route in the route table', () => {
  it('has routes to visit, the reference screens among them', () => {
    const paths = routes.map((r) => r.path)
    for (const p of ['/home/noData', '/up/app/version', '/integral/detail', '/doctor/family_doctor/multi-cancer/add-residents'])
      expect(paths).toContain(p)
  })

  it.each(routes.map((r) => [r.path, r] as const))('%s draws, accessible and error-free', async (_, route) => {
    const page = b.page()
    const url = b.url(concrete(route.path))
    if (route.auth === 'none') await page.goto(url)
    // A doctor's route admits only a certified doctor (issue 33): the demo doctor, whatever the client offers first.
    else await openLoggedIn(page, url, route.auth === 'doctor' ? /以演示医生登录/ : undefined)
    await page.locator('.edu-page, .edu-status-page').first().waitFor({ timeout: 10_000 })
    // Data loads and toasts settle before axe judges the page.
    await page.waitForLoadState('networkidle')
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
    await expectAccessible(page)
    await expectFocusVisible(page)
  })
})

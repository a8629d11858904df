// Issue 33, finding 4, replayed on the built app: the demo resident (林晓燕) opens every doctor-only route of the
// route table and is sent to the doctor's qualification certification each time, never shown the doctor's page;
// the guard asks for her certification, not a settings flag every user gets. Her calls to the doctors' calls are
// refused by the backend as well: src/mock-api/roles.test.ts sends every such call as her.
import { join } from 'node:path'
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import { screenFilesIn, screensDir } from '../../scripts/screens/files.ts'
import { routeTable } from '../../scripts/screens/route-table.ts'
import { useBrowser } from '../e2e/browser.ts'
import { openAsResident } from '../e2e/session.ts'
import { specRoutes } from '../routes/spec-routes.ts'

const b = useBrowser()
const dirs = [screensDir, join(root, 'tests/fixtures/screens')]
const doctorRoutes = routeTable(screenFilesIn(dirs), dirs).filter((r) => r.auth === 'doctor')

/** SPEC §2's example address for the route, else '1' per parameter. */
function concrete(path: string): string {
  const example = specRoutes.find((r) => !r.pending && matchPath({ path, end: true }, r.path.split('?')[0]))
  return example?.path ?? path.replace(/:(\w+)\??/g, '1')
}

describe('the doctor-only routes', () => {
  it('are all there to try (the 48 the finding opened)', () => {
    expect(doctorRoutes.length).toBeGreaterThanOrEqual(48)
  })

  it('send the demo resident to the qualification certification, every one', { timeout: 600_000 }, async () => {
    // Leaving each page within a second, its page-performance report may go out as the page unloads, past the
    // embedded backend's service worker, to the preview server, which has no such endpoint.
    b.expectErrors(/monitor\/error\/report/)
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    await page.getByText('林晓燕').first().waitFor({ timeout: 15_000 })
    const drawn: string[] = []

    for (const route of doctorRoutes) {
      const calls: string[] = []
      const record = (r: { url: () => string }) => calls.push(r.url())
      page.on('request', record)
      await page.goto(b.url(concrete(route.path)))
      await page.waitForURL(/\/edu\/user\/cert\/qualification$/, { timeout: 15_000 })
      page.off('request', record)
      if (!new URL(page.url()).pathname.endsWith('/user/cert/qualification')) drawn.push(route.path)
      // The doctor's screen asked for none of its data: the guard refused before anything was fetched for it.
      expect(
        calls.filter((u) => /\/edu\/api\/doabf\/(family_doctor|tumor_resident|home_doctor)/.test(u)),
        route.path,
      ).toEqual([])
    }
    expect(drawn).toEqual([])
  })
})

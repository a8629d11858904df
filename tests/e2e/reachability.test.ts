// Every screen a person uses is reachable by taps from that person's home, or its config says it is entered from
// outside (`enteredFrom`: a share link, a QR code, the native app, a message...). The crawl (crawl.ts) starts at the
// demo doctor's home and at the demo resident's; a route of the route table neither reached nor marked fails the
// test, named with its file.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import { screenFilesIn, screensDir } from '../../scripts/screens/files.ts'
import { routeTable } from '../../scripts/screens/route-table.ts'
import { useBrowser } from './browser.ts'
import { crawl, type CrawlResult } from './crawl.ts'
import { openAsDoctor, openAsResident } from './session.ts'

const b = useBrowser()
const routes = routeTable(screenFilesIn([screensDir]), [screensDir])

/** Whether a screen file says how it is entered from outside the app. */
function enteredFromOutside(file: string): boolean {
  const config = JSON.parse(readFileSync(join(root, file), 'utf8')) as { enteredFrom?: unknown[] }
  return Array.isArray(config.enteredFrom) && config.enteredFrom.length > 0
}

const DOCTOR_HOME = '/doctor/client/home'
const RESIDENT_HOME = '/health/client/home'

const crawled: Record<string, CrawlResult> = {}

describe('reachability', () => {
  it('crawls from the demo doctor’s home', { timeout: 180_000 }, async () => {
    b.skipAccessibilityCheck('the crawl ends on whichever screen it opened last; every-route.test.ts judges each screen')
    // Pressing every control presses some with nothing chosen or typed; the backend's refusals (4xx) are expected
    // here. Each screen's own test and every-route.test.ts judge its console.
    b.expectErrors(/the server responded with a status of 4\d\d/)
    const page = b.page()
    await openAsDoctor(page, b.url(DOCTOR_HOME))
    crawled.doctor = await crawl(page, b.url(DOCTOR_HOME), routes, () => true)
    expect(crawled.doctor.reached.size).toBeGreaterThan(20)
  })

  it('crawls from the demo resident’s home', { timeout: 180_000 }, async () => {
    b.skipAccessibilityCheck('the crawl ends on whichever screen it opened last; every-route.test.ts judges each screen')
    b.expectErrors(/the server responded with a status of 4\d\d/)
    const page = b.page()
    await openAsResident(page, b.url('/health/client/user-center'))
    crawled.resident = await crawl(page, b.url(RESIDENT_HOME), routes, (r) => r.auth !== 'doctor')
    expect(crawled.resident.reached.size).toBeGreaterThan(20)
  })

  it('leaves no screen unreached unless its config says it is entered from outside', () => {
    expect(Object.keys(crawled).sort()).toEqual(['doctor', 'resident'])
    const reached = new Set([...crawled.doctor.reached.keys(), ...crawled.resident.reached.keys()])
    const stranded = routes.filter((r) => !reached.has(r.path) && !enteredFromOutside(r.file)).map((r) => `${r.path} (${r.file})`)
    const counts = `doctor reached ${crawled.doctor.reached.size} routes (${crawled.doctor.opened} screens opened), resident ${crawled.resident.reached.size} (${crawled.resident.opened})`
    expect(stranded, `${counts}; reached by neither person's taps and not marked "enteredFrom":\n  ${stranded.join('\n  ')}`).toEqual([])
  })
})

// Reachability (issue 31): every screen a person uses is reachable by taps from that person's home, or its config
// says it is entered from outside (`enteredFrom`: a share link, a QR code, the native app, a message...). The crawl
// (crawl.ts) starts at the demo doctor's home (reach-doctor.test.ts) and at the demo resident's
// (reach-resident.test.ts), side by side in the two browser-test workers. Doctor-only routes (auth "doctor") must be
// reached from the doctor's home; every other route from either home. Each crawl leaves what it reached in the
// run's folder (global-setup.ts), then judges the routes once both are there: whichever crawl ends second does.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import { screenFilesIn, screensDir } from '../../scripts/screens/files.ts'
import { routeTable } from '../../scripts/screens/route-table.ts'
import { useBrowser } from './browser.ts'
import { crawl } from './crawl.ts'
import { openAsDoctor, openAsResident } from './session.ts'

const routes = routeTable(screenFilesIn([screensDir]), [screensDir])

type Person = 'doctor' | 'resident'

const HOME: Record<Person, string> = { doctor: '/doctor/client/home', resident: '/health/client/home' }

/** How a screen file says it is entered other than by a tap the crawl makes (`enteredFrom`), if it does. */
function enteredFrom(file: string): string[] {
  const config = JSON.parse(readFileSync(join(root, file), 'utf8')) as { enteredFrom?: string[] }
  return config.enteredFrom ?? []
}

/** A route's address up to its first parameter: what a screen that leads there writes in its config. */
const fixedPart = (path: string) => path.split('/:')[0]

const resultFile = (person: Person) => join(inject('reachResults'), `${person}.json`)

/**
 * Screens not reachable, named with their routes: a screen with doctor routes needs one of them reached from the
 * doctor's home (`byDoctor`), a screen with other routes one of those reached from either home (`byAnyone`), unless
 * its config says it is entered from outside (or, marked "submit" or "state", a screen reached names it). The other
 * routes of a screen are its other addresses (an older link, a variant by parameter): reaching one of them is enough.
 */
function stranded(byDoctor: ReadonlySet<string>, byAnyone: ReadonlySet<string> | undefined): string[] {
  const missed: string[] = []
  const files = [...new Set(routes.map((r) => r.file))]
  const routesOf = (file: string) => routes.filter((r) => r.file === file)
  // A screen only a form's submit or another state leads to counts as reached when a screen reached names one of
  // its routes (its submit's navigate, the button shown in that state), and then names others in turn.
  const linked = (file: string) => enteredFrom(file).length > 0 && enteredFrom(file).every((k) => k === 'submit' || k === 'state')
  const reachedFiles = new Set(routes.filter((r) => byDoctor.has(r.path) || byAnyone?.has(r.path)).map((r) => r.file))
  const names = (file: string, target: string) =>
    routesOf(target).some((r) => readFileSync(join(root, file), 'utf8').includes(`"${fixedPart(r.path)}`))
  for (let grew = true; grew;) {
    grew = false
    for (const file of files.filter((f) => linked(f) && !reachedFiles.has(f)))
      if ([...reachedFiles].some((by) => names(by, file))) {
        reachedFiles.add(file)
        grew = true
      }
  }
  for (const file of files) {
    const own = routesOf(file)
    if (linked(file)) {
      if (byAnyone && !reachedFiles.has(file))
        missed.push(`${file}: marked "${enteredFrom(file).join('", "')}", but no screen reached names ${own.map((r) => r.path).join(', ')}`)
      continue
    }
    if (enteredFrom(file).length > 0) continue
    const doctorRoutes = own.filter((r) => r.auth === 'doctor')
    const otherRoutes = own.filter((r) => r.auth !== 'doctor')
    if (doctorRoutes.length > 0 && !doctorRoutes.some((r) => byDoctor.has(r.path)))
      missed.push(`${file}: ${doctorRoutes.map((r) => r.path).join(', ')} (from the doctor's home)`)
    if (byAnyone && otherRoutes.length > 0 && !otherRoutes.some((r) => byAnyone.has(r.path)))
      missed.push(`${file}: ${otherRoutes.map((r) => r.path).join(', ')}`)
  }
  return missed
}

export function reachFrom(person: Person): void {
  const b = useBrowser()
  const other: Person = person === 'doctor' ? 'resident' : 'doctor'

  describe(`reachability from the demo ${person}’s home`, () => {
    it(`reaches by taps every screen the ${person} uses, or the screen says it is entered from outside`, { timeout: 240_000 }, async () => {
      b.skipAccessibilityCheck('the crawl ends on whichever screen it opened last; every-route.test.ts judges each screen')
      // Pressing every control presses some with nothing chosen or typed; the backend's refusals (4xx) are
      // expected here. Each screen's own test and every-route.test.ts judge its console.
      b.expectErrors(/the server responded with a status of 4\d\d/)
      const page = b.page()
      const home = b.url(HOME[person])
      if (person === 'doctor') await openAsDoctor(page, home)
      else await openAsResident(page, b.url('/health/client/user-center'))
      const result = await crawl(page, home, routes, (r) => person === 'doctor' || r.auth !== 'doctor')
      const reached = [...result.reached.keys()].sort()
      // Written whole, then renamed into place, so the other crawl never reads half of it.
      writeFileSync(`${resultFile(person)}.part`, JSON.stringify(reached))
      renameSync(`${resultFile(person)}.part`, resultFile(person))
      const counts = `the ${person} reached ${reached.length} routes (${result.opened} screens opened)`
      console.log(`[reach] ${counts}`)
      expect(reached.length).toBeGreaterThan(20)

      // The other crawl has not ended yet: it judges the whole when it does (the doctor's own screens now).
      const theirs = existsSync(resultFile(other)) ? (JSON.parse(readFileSync(resultFile(other), 'utf8')) as string[]) : undefined
      if (person === 'resident' && theirs === undefined) return
      const doctors = new Set(person === 'doctor' ? reached : (theirs ?? []))
      const missed = stranded(doctors, theirs && new Set([...reached, ...theirs]))
      const which = theirs ? `, the ${other} ${theirs.length}` : ''
      expect(missed, `${counts}${which}; screens not reached by taps and not marked "enteredFrom":\n  ${missed.join('\n  ')}`).toEqual([])
    })
  })
}

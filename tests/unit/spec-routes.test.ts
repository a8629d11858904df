// The route table against SPEC.md §2: every path the spec names is served by a screen at its access level,
// except those still pending (the list in tests/routes/spec-routes.ts says which issue builds each).
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { screenFilesIn, screensDir } from '../../scripts/screens/files'
import { routeTable } from '../../scripts/screens/route-table'
import redirectsFile from '../../src/shell/redirects.json'
import { screens } from 'virtual:edu-screens'
import { screenFacts } from '../../src/shell/screen-facts'
import { specRoutes } from '../routes/spec-routes'

const table = routeTable(screenFilesIn([screensDir]), [screensDir])
const pathOnly = (address: string) => address.split('?')[0]
const servedBy = (address: string) => table.filter((row) => matchPath({ path: row.path, end: true }, pathOnly(address)))

describe('the route table serves SPEC.md §2', () => {
  const built = specRoutes.filter((r) => !r.pending)

  it.each(built.map((r) => [r.path, r.access] as const))('%s is a screen with access %s', (path, access) => {
    const rows = servedBy(path)
    expect(
      rows.map((r) => r.file),
      `no screen serves ${path}`,
    ).not.toEqual([])
    expect(rows[0].auth).toBe(access)
  })

  it('lists no path twice, and marks a path pending only while no screen serves it', () => {
    const paths = specRoutes.map((r) => r.path)
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
    const servedButPending = specRoutes.filter((r) => r.pending && servedBy(r.path).length > 0).map((r) => r.path)
    expect(servedButPending, 'built: drop their pending mark').toEqual([])
  })

  it('sends nobody to a blank end: every redirect target, the certification page and the homes are served', () => {
    const facts = screenFacts(screens, () => [])
    const declared = [facts.certification(), facts.home('doctor'), facts.home('health')]
    expect(declared).toEqual(['/user/cert/qualification', '/doctor/client/home', '/health/client/home'])
    const targets = [...redirectsFile.redirects.map((r) => r.to), ...declared]
    expect(targets.filter((t) => servedBy(t).length === 0)).toEqual([])
  })
})

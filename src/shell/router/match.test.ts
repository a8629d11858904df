// The router matches every address as React Router 7 did (the app's router until issue 36): the same route, the
// same parameters, over every route of the table and addresses written every way a visitor's link may write them.
import { matchRoutes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import redirectsConfig from '../redirects.json'
import { PREVIEW_SCREEN_PATHS, REMOTE_SCREEN_PATHS } from '../route-table'
import { routesByLeadingSegments } from '../routes-by-segment'
import { matchRoute, stripBase, type AppRoute } from './match'

const configs = import.meta.glob<{ routes?: Array<{ path: string }> }>('../../../screens/**/*.json', {
  eager: true,
  import: 'default',
})
const paths = [
  ...redirectsConfig.redirects.map((r) => r.from),
  ...Object.values(configs).flatMap((config) => (config.routes ?? []).map((r) => r.path)),
  ...REMOTE_SCREEN_PATHS,
  ...PREVIEW_SCREEN_PATHS,
  '/debug/pasted',
  '*',
]
const routes: AppRoute[] = paths.map((path) => ({ path, element: null }))

/** Addresses for a route: its parameters as digits, Chinese (encoded or not), a slash or a space encoded; its case changed; a slash more or a segment more. */
function addresses(path: string): string[] {
  const filled = ['42', '%E8%AF%A6%E6%83%85', '详情', 'a%2Fb', 'a%20b', 'A-b_c.d', '%E0%A4%A'].map((value) =>
    path.replace(/:[\w-]+/g, value),
  )
  return [...filled, path.toUpperCase(), `${filled[0]}/`, `${filled[0]}//`, `${filled[0]}/more`, `/${filled[0]}`]
}

describe('the router’s matching', () => {
  it(`picks the route and parameters React Router picked, for ${routes.length} routes`, () => {
    expect(routes.length).toBeGreaterThan(250)
    // React Router warns of each address it cannot decode (the '%E0%A4%A' ones), and ranks the whole list it is
    // given at each call: it is given the routes sharing the address's leading segments, which match as the whole
    // table does (routes-by-segment.test.ts), while ours is given the whole table.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const forAddress = routesByLeadingSegments(routes)
    for (const address of [...paths.flatMap(addresses), '/', '', '//', '/edu', '/nowhere/at/all']) {
      const theirs = matchRoutes(forAddress(address), address)?.at(-1)
      const ours = matchRoute(routes, address)
      expect(ours?.route.path, address).toBe(theirs?.route.path)
      expect(ours?.params, address).toEqual(theirs?.params)
    }
  })

  it('reads the path under the base whatever its case, and nothing outside it', () => {
    expect(stripBase('/edu/integral/detail', '/edu')).toBe('/integral/detail')
    expect(stripBase('/EDU/integral', '/edu')).toBe('/integral')
    expect(stripBase('/edu', '/edu')).toBe('/')
    expect(stripBase('/education', '/edu')).toBeNull()
    expect(stripBase('/other', '/edu')).toBeNull()
  })
})

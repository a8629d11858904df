// Which routes a sweep visits, at which address and as whom: the route test's example addresses and people.
import { describe, expect, it } from 'vitest'
import { allSweepRoutes, byVisitor, selectRoutes, spread, toSweepRoute } from './sweep-routes.ts'

describe('sweep routes', () => {
  // Reading every screen file takes a second or two: once for the file.
  const all = allSweepRoutes()

  it("opens a route at the route test's example address, as its person, waiting for its word", () => {
    expect(toSweepRoute({ path: '/home/album/:albumCode', auth: 'none' })).toEqual({
      route: '/home/album/:albumCode',
      address: '/home/album/ALB001',
      visitor: 'nobody',
    })
    expect(toSweepRoute({ path: '/doctor/client/home', auth: 'login' })).toMatchObject({ visitor: 'doctor', shows: '首页' })
    expect(toSweepRoute({ path: '/health/client/user-center', auth: 'login' })).toMatchObject({
      visitor: 'resident',
      shows: '林晓燕',
    })
    // No doctor prefix, but the address asks the identity provider for the doctor (client=doctor).
    expect(toSweepRoute({ path: '/difficult/medknotty-detail', auth: 'login' })).toMatchObject({
      address: '/difficult/medknotty-detail?consultId=DC000101&client=doctor',
      visitor: 'doctor',
    })
    // A route the example table does not name gets '1' per parameter.
    expect(toSweepRoute({ path: '/nowhere/:id', auth: 'doctor' })).toEqual({
      route: '/nowhere/:id',
      address: '/nowhere/1',
      visitor: 'doctor',
    })
  })

  it("covers the app's whole route table, each route once", () => {
    expect(all.length).toBeGreaterThan(200)
    expect(new Set(all.map((r) => r.route)).size).toBe(all.length)
    expect(all.map((r) => r.address)).toEqual(
      expect.arrayContaining(['/doctor/family_doctor/hypertension/manual-add-resident', '/integral/detail', '/health/client/home']),
    )
  })

  it('spreads a limited sample evenly over the table, first and last included', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9])
    expect(spread([1, 2, 3], 1)).toEqual([1])
    expect(spread([1, 2, 3], 0)).toEqual([1, 2, 3])
    expect(spread([1, 2, 3], 5)).toEqual([1, 2, 3])
  })

  it('picks routes by pattern, address or an address of the pattern, and refuses a name that matches none', () => {
    const picked = selectRoutes(all, ['/home/album/:albumCode', '/integral/detail', '/edu/notice/NT1'], 0)
    expect(picked.map((r) => r.route)).toEqual(['/home/album/:albumCode', '/integral/detail', '/notice/:noticeId'])
    expect(() => selectRoutes(all, ['/no/such/page'], 0)).toThrow('--only: no route of the table matches /no/such/page')
  })

  it('groups the visits by person: logged out first, then the doctor, then the resident', () => {
    const routes = ['/integral/detail', '/doctor/client/home', '/health/client/home'].map((path) => toSweepRoute({ path, auth: 'login' }))
    routes[2] = toSweepRoute({ path: '/health/client/home', auth: 'none' })
    expect(byVisitor(routes).map((r) => r.visitor)).toEqual(['nobody', 'doctor', 'resident'])
  })
})

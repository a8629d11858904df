import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routesByFirstSegment } from './routes-by-segment'

const routes: RouteObject[] = [
  { path: '/integral/detail', id: 'points' },
  { path: '/Integral/rules', id: 'rules' },
  { path: '/content/:id', id: 'content' },
  { path: '/:token/page', id: 'token' },
  { path: '/health?/home', id: 'optional' },
  { path: '/', id: 'root' },
  { path: '*', id: 'unknown' },
]
const matched = (list: RouteObject[], path: string) => matchRoutes(list, path)?.at(-1)?.route.id

describe('the routes an address is matched against', () => {
  const forAddress = routesByFirstSegment(routes)

  it('match every address exactly as the whole table does', () => {
    for (const path of [
      '/integral/detail',
      '/INTEGRAL/rules',
      '/content/7',
      '/x/page',
      '/home',
      '/health/home',
      '/',
      '/nowhere/at/all',
      '/integral',
    ])
      expect(matched(forAddress(path), path), path).toBe(matched(routes, path))
  })

  it('leave out the routes whose first segment is another word', () => {
    expect(forAddress('/integral/detail').map((r) => r.id)).toEqual(['points', 'rules', 'token', 'optional', 'root', 'unknown'])
  })

  it('are the same list each time for the same first segment (no new matching work for React)', () => {
    expect(forAddress('/integral/detail')).toBe(forAddress('/integral/rules'))
  })
})

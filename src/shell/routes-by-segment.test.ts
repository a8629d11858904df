import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routesByLeadingSegments } from './routes-by-segment'

const routes: RouteObject[] = [
  { path: '/integral/detail', id: 'points' },
  { path: '/Integral/rules', id: 'rules' },
  { path: '/integral/:tab', id: 'tab' },
  { path: '/integral', id: 'integral' },
  { path: '/integral/detail/:month', id: 'month' },
  { path: '/content/:id', id: 'content' },
  { path: '/:token/page', id: 'token' },
  { path: '/health?/home', id: 'optional' },
  { path: '/', id: 'root' },
  { path: '*', id: 'unknown' },
]
const matched = (list: RouteObject[], path: string) => matchRoutes(list, path)?.at(-1)?.route.id

describe('the routes an address is matched against', () => {
  const forAddress = routesByLeadingSegments(routes)

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
      '/integral/other',
      '/integral/detail/2024-06',
      '/integral/%E8%AF%A6%E6%83%85',
      '/integral/%E0%A4%A',
    ])
      expect(matched(forAddress(path), path), path).toBe(matched(routes, path))
  })

  it('leave out the routes whose leading segments are other words, and keep the table order', () => {
    expect(forAddress('/integral/detail').map((r) => r.id)).toEqual([
      'points',
      'tab',
      'integral',
      'month',
      'token',
      'optional',
      'root',
      'unknown',
    ])
    expect(forAddress('/Integral/RULES').map((r) => r.id)).toEqual(['rules', 'tab', 'integral', 'token', 'optional', 'root', 'unknown'])
    expect(forAddress('/integral').map((r) => r.id)).toEqual(['tab', 'integral', 'token', 'optional', 'root', 'unknown'])
  })

  it('are the same list each time for the same leading segments (no new matching work for React)', () => {
    expect(forAddress('/integral/detail')).toBe(forAddress('/integral/detail/2024-06'))
  })
})

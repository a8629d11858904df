import { describe, expect, it } from 'vitest'
import { routesByLeadingSegments } from './routes-by-segment'
import { matchRoute, type AppRoute } from './router'

const route = (path: string, id: string): AppRoute & { id: string } => ({ path, id, element: null })
const routes = [
  route('/integral/detail', 'points'),
  route('/Integral/rules', 'rules'),
  route('/integral/:tab', 'tab'),
  route('/integral', 'integral'),
  route('/integral/detail/:month', 'month'),
  route('/content/:id', 'content'),
  route('/:token/page', 'token'),
  route('/', 'root'),
  route('*', 'unknown'),
]
type Route = (typeof routes)[number]
const matched = (list: readonly Route[], path: string) => matchRoute(list, path)?.route?.id

describe('the routes an address is matched against', () => {
  const forAddress = routesByLeadingSegments(routes)

  it('match every address exactly as the whole table does', () => {
    for (const path of [
      '/integral/detail',
      '/INTEGRAL/rules',
      '/content/7',
      '/x/page',
      '/home',
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
    expect(forAddress('/integral/detail').map((r) => r.id)).toEqual(['points', 'tab', 'integral', 'month', 'token', 'root', 'unknown'])
    expect(forAddress('/Integral/RULES').map((r) => r.id)).toEqual(['rules', 'tab', 'integral', 'token', 'root', 'unknown'])
    expect(forAddress('/integral').map((r) => r.id)).toEqual(['tab', 'integral', 'token', 'root', 'unknown'])
  })

  it('are the same list each time for the same leading segments (no new matching work for React)', () => {
    expect(forAddress('/integral/detail')).toBe(forAddress('/integral/detail/2024-06'))
  })
})

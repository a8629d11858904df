// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createAppHistory } from './history'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('createAppHistory', () => {
  it('goes to app paths under the base, pushing or replacing', () => {
    const h = createAppHistory('/edu')
    h.navigate('/integral/detail?tab=1')
    expect(window.location.pathname).toBe('/edu/integral/detail')
    expect(h.location().search).toBe('?tab=1')
    const length = window.history.length
    h.navigate('/home/noData', { replace: true })
    expect(h.location().pathname).toBe('/edu/home/noData')
    expect(window.history.length).toBe(length)
  })

  it('tells the router and every shell listener of each change, until each unsubscribes', () => {
    const h = createAppHistory('/edu')
    const router: string[] = []
    const shell: string[] = []
    const stopRouter = h.history.listen(({ location }) => router.push(location.pathname))
    const stopShell = h.subscribe((location) => shell.push(location.pathname))
    h.navigate('/a')
    stopRouter()
    h.navigate('/b')
    stopShell()
    h.navigate('/c')
    expect(router).toEqual(['/edu/a'])
    expect(shell).toEqual(['/edu/a', '/edu/b'])
  })

  it('keeps the history the router reads: its address and links', () => {
    const h = createAppHistory('/edu')
    h.navigate('/x')
    expect(h.history.location.pathname).toBe('/edu/x')
    expect(h.history.createHref({ pathname: '/edu/y' })).toBe('/edu/y')
  })
})

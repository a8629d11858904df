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
    const stopRouter = h.subscribe((location) => router.push(location.pathname))
    const stopShell = h.subscribe((location) => shell.push(location.pathname))
    h.navigate('/a')
    stopRouter()
    h.navigate('/b')
    stopShell()
    h.navigate('/c')
    expect(router).toEqual(['/edu/a'])
    expect(shell).toEqual(['/edu/a', '/edu/b'])
  })

  it('gives each visit its own key, kept in the browser’s entry as React Router kept it, and tells of Back', async () => {
    const h = createAppHistory('/edu')
    h.navigate('/x')
    const first = h.location().key
    h.navigate('/x')
    const second = h.location().key
    expect(second).not.toBe(first)
    expect(window.history.state).toMatchObject({ key: second, usr: null })
    h.navigate('/y', { replace: true })
    expect(h.location().key).not.toBe(second)
    const told = new Promise<string>((resolve) => h.subscribe((location) => resolve(location.key)))
    h.back()
    expect(await told).toBe(first)
    expect(h.location()).toMatchObject({ pathname: '/edu/x', key: first })
  })
})

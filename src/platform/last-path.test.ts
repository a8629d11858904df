// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { lastPath, rememberPath } from './last-path'

afterEach(() => localStorage.clear())

describe('last visited path', () => {
  it('keeps the latest path with its query', () => {
    expect(lastPath()).toBeUndefined()
    rememberPath('/home/noData', '?pageName=a')
    rememberPath('/integral/detail')
    expect(lastPath()).toBe('/integral/detail')
    expect(localStorage.getItem('lastPath')).toBe('/integral/detail')
  })

  it('keeps the path with its query', () => {
    rememberPath('/edu/integral/detail', '?tab=2&from=home')
    expect(lastPath()).toBe('/edu/integral/detail?tab=2&from=home')
  })

  it('never records a credential: id-token (memory only, SPEC §5), run-as and chat tokens', () => {
    rememberPath('/edu/health/client/home', '?id-token=IDT&runAsUserToken=RT&im-token=IM&x=1')
    expect(lastPath()).toBe('/edu/health/client/home?x=1')
    rememberPath('/edu/health/client/home', '?id-token=IDT')
    expect(lastPath()).toBe('/edu/health/client/home')
    expect(JSON.stringify(Object.entries(localStorage))).not.toContain('IDT')
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { lastPath, rememberPath } from './last-path'

describe('last visited path', () => {
  it('keeps the latest path with its query', () => {
    expect(lastPath()).toBeUndefined()
    rememberPath('/home/noData', '?pageName=a')
    rememberPath('/integral/detail')
    expect(lastPath()).toBe('/integral/detail')
    expect(localStorage.getItem('lastPath')).toBe('/integral/detail')
  })
})

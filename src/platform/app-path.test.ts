import { describe, expect, it } from 'vitest'
import { appPath } from './app-path'

describe('appPath', () => {
  it('takes the base off a path inside the app', () => {
    expect(appPath('/edu/health/chat/view')).toBe('/health/chat/view')
    expect(appPath('/edu/')).toBe('/')
    expect(appPath('/edu')).toBe('/')
  })

  it('matches the base whatever its case, as the router does', () => {
    expect(appPath('/EDU/health/chat/view')).toBe('/health/chat/view')
    expect(appPath('/Edu')).toBe('/')
  })

  it('leaves a path that only starts with the same letters', () => {
    expect(appPath('/education/list')).toBe('/education/list')
    expect(appPath('/health/chat/view')).toBe('/health/chat/view')
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { visibilityHook } from './visibility'

afterEach(() => {
  document.cookie = 'user-token=; path=/; max-age=0'
})

describe('the visibility hook per host', () => {
  it('inside a native app, a page shown again after the app logged the user in starts over', () => {
    const reload = vi.fn()
    const hook = visibilityHook('dzj', reload)
    hook(false)
    document.cookie = 'user-token=t-native; path=/'
    hook(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('inside a native app, a page shown again with the same login state stays', () => {
    const reload = vi.fn()
    const hook = visibilityHook('ysy', reload)
    hook(false)
    hook(true)
    expect(reload).not.toHaveBeenCalled()
  })

  it('in a browser or WeChat nothing happens', () => {
    const reload = vi.fn()
    for (const host of ['web', 'wx', 'wxwork', 'up'] as const) {
      const hook = visibilityHook(host, reload)
      hook(false)
      document.cookie = 'user-token=t; path=/'
      hook(true)
    }
    expect(reload).not.toHaveBeenCalled()
  })
})

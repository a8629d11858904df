// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientScope } from './client-scope'
import { currentLayout, layoutOf, watchLayout } from './window-size'

function resizeTo(width: number, event: 'resize' | 'orientationchange' = 'resize') {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event(event))
}

describe('window layout (SPEC §9: wider than 750 is large)', () => {
  afterEach(() => resizeTo(1024))

  it('is large only above 750', () => {
    expect(layoutOf(750)).toBe('small')
    expect(layoutOf(751)).toBe('large')
  })

  it('follows resizes and rotations, telling only of changes', () => {
    resizeTo(375)
    const seen = vi.fn()
    const stop = watchLayout(seen)
    resizeTo(400)
    expect(seen).not.toHaveBeenCalled()
    resizeTo(900, 'orientationchange')
    expect(seen).toHaveBeenLastCalledWith('large')
    resizeTo(667)
    expect(seen).toHaveBeenLastCalledWith('small')
    expect(currentLayout()).toBe('small')
    expect(clientScope().large).toBe(false)
    stop()
    resizeTo(1000)
    expect(seen).toHaveBeenCalledTimes(2)
  })
})

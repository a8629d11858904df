import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderConfig } from '../shared/testing'
import { settle } from '../../src/engine/testing'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date(2024, 4, 1, 12, 0, 0))
})
afterEach(() => vi.useRealTimers())

const shown = () => screen.getByRole('timer').textContent

describe('countdown', () => {
  it('counts seconds down each second and runs finish once at zero', async () => {
    const { recorded } = renderConfig([
      { type: 'countdown', seconds: 3, format: 'mm:ss', finish: { action: 'toast', text: '可以重新发送' } },
    ])
    expect(shown()).toBe('00:03')
    await settle(() => vi.advanceTimersByTime(1000))
    expect(shown()).toBe('00:02')
    await settle(() => vi.advanceTimersByTime(2000))
    expect(shown()).toBe('00:00')
    await settle(() => vi.advanceTimersByTime(5000))
    expect(recorded.toasts.map((t) => t.text)).toEqual(['可以重新发送'])
  })

  it('counts to a target moment in the format given', async () => {
    renderConfig([{ type: 'countdown', target: '{{ state.end }}', format: 'D天HH时mm分ss秒' }], {
      scope: { state: { end: '2024-05-02 13:01:01' } },
    })
    expect(shown()).toBe('1天01时01分01秒')
    await settle(() => vi.advanceTimersByTime(2000))
    expect(shown()).toBe('1天01时00分59秒')
  })

  it('does not drift when ticks come late', async () => {
    renderConfig([{ type: 'countdown', seconds: 60 }])
    // The clock moves 10 s while no timer fires (a tab in the background), then one tick comes.
    vi.setSystemTime(Date.now() + 10_000)
    await settle(() => vi.advanceTimersByTime(1000))
    expect(shown()).toBe('00:00:49')
  })

  it('stops its timer when it goes away', async () => {
    const { unmount } = renderConfig([{ type: 'countdown', seconds: 5 }])
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows zero and runs nothing for a moment already past', async () => {
    const { recorded } = renderConfig([{ type: 'countdown', target: '2020-01-01 00:00:00', finish: { action: 'back' } }])
    expect(shown()).toBe('00:00:00')
    await settle(() => vi.advanceTimersByTime(3000))
    expect(recorded.backs).toBe(0)
  })
})

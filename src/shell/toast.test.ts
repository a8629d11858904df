import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const show = vi.fn()
const clear = vi.fn()
vi.mock('./feedback-impl', () => ({ Toast: { show, clear }, Dialog: {}, ActionSheet: {} }))

const fetched = async () => (await import('./feedback')).feedbackIfFetched()

describe('toasts', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
    show.mockClear()
    clear.mockClear()
  })
  afterEach(() => vi.useRealTimers())

  it('shows a message toast at once, for 2000 ms', async () => {
    const { showToast } = await import('./toast')
    await showToast({ text: '保存成功' })
    expect(show).toHaveBeenCalledWith({ content: '保存成功', icon: undefined, duration: 2000 })
  })

  it('shows a loading toast only when the wait goes on, until it is cleared', async () => {
    const { showToast, clearToast, LOADING_TOAST_DELAY_MS } = await import('./toast')
    await showToast({ text: '加载中…', icon: 'loading', duration: 0 })
    expect(show).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(LOADING_TOAST_DELAY_MS)
    expect(show).toHaveBeenCalledWith({ content: '加载中…', icon: 'loading', duration: 0 })
    clearToast()
    await vi.runAllTimersAsync()
    expect(clear).toHaveBeenCalled()
  })

  it('a load answered sooner shows no toast and fetches no toast code', async () => {
    const { showToast, clearToast, LOADING_TOAST_DELAY_MS } = await import('./toast')
    await showToast({ text: '加载中…', icon: 'loading', duration: 0 })
    clearToast()
    await vi.advanceTimersByTimeAsync(LOADING_TOAST_DELAY_MS * 2)
    expect(show).not.toHaveBeenCalled()
    expect(clear).not.toHaveBeenCalled()
    expect(await fetched()).toBeUndefined()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const show = vi.fn()
const clear = vi.fn()
const toastCode = () => ({ Toast: { show, clear }, Dialog: {}, ActionSheet: {} })
/** From now on the toast's code can be fetched, or (offline) it cannot. */
const online = (can: boolean) =>
  vi.doMock('./feedback-impl', () => {
    if (!can) throw new Error('Failed to fetch dynamically imported module')
    return toastCode()
  })
const plainToast = () => document.querySelector('.edu-plain-toast')

const fetched = async () => (await import('./feedback')).feedbackIfFetched()

describe('toasts', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
    show.mockClear()
    clear.mockClear()
    online(true)
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it("still tells the message when the toast's code cannot arrive, for 2000 ms, and fetches the code for the next toast", async () => {
    online(false)
    const { showToast } = await import('./toast')
    await expect(showToast({ text: '网络连接异常，请检查您的网络连接！' })).rejects.toThrow()
    expect(plainToast()?.textContent).toBe('网络连接异常，请检查您的网络连接！')
    expect(plainToast()?.getAttribute('role')).toBe('alert')
    await vi.advanceTimersByTimeAsync(1999)
    expect(plainToast()).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(plainToast()).toBeNull()

    online(true)
    await showToast({ text: '保存成功' })
    expect(show).toHaveBeenCalledWith({ content: '保存成功', icon: undefined, duration: 2000 })
    expect(plainToast()).toBeNull()
  })

  it('takes a plain loading toast down when the wait ends', async () => {
    online(false)
    const { showToast, clearToast, LOADING_TOAST_DELAY_MS } = await import('./toast')
    await showToast({ text: '加载中…', icon: 'loading', duration: 0 })
    await vi.advanceTimersByTimeAsync(LOADING_TOAST_DELAY_MS)
    expect(plainToast()?.textContent).toBe('加载中…')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(plainToast()).not.toBeNull()
    clearToast()
    expect(plainToast()).toBeNull()
  })

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

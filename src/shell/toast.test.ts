import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** Whether the toast's code can be fetched, and what its fetch waits for (a slow network). */
const network: { up: boolean; arrives?: Promise<void> } = { up: true }
const show = vi.fn()
const clear = vi.fn()
const reportError = vi.fn()
// One mock per test that asks the network each time the code is fetched. Vitest resolves two vi.doMock calls of
// one path made before an import in parallel, so which one won was a race (it failed in CI). Registering it again
// in each test drops the module the last test fetched.
const mockToastCode = () =>
  vi.doMock('./feedback-impl', async () => {
    await network.arrives
    if (!network.up) throw new Error('Failed to fetch dynamically imported module')
    return { Toast: { show, clear }, Dialog: {}, ActionSheet: {} }
  })
/** From now on the toast's code can be fetched, or (offline) it cannot. */
const online = (can: boolean) => {
  network.up = can
}
const plainToast = () => document.querySelector('.edu-plain-toast')

const fetched = async () => (await import('./feedback')).feedbackIfFetched()

describe('toasts', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
    show.mockClear()
    clear.mockClear()
    reportError.mockClear()
    online(true)
    network.arrives = undefined
    mockToastCode()
    vi.doMock('./report', () => ({ reportError }))
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it("still tells the message when the toast's code cannot arrive, for 2000 ms, and fetches the code for the next toast", async () => {
    online(false)
    const { showToast } = await import('./toast')
    await showToast({ text: '网络连接异常，请检查您的网络连接！' })
    // The fetch's failure, once (Vitest hands it on wrapped in an error of its own).
    expect(reportError).toHaveBeenCalledOnce()
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

  it("keeps a loading toast down when its wait ended before the toast's code arrived", async () => {
    let arrive = () => {}
    network.arrives = new Promise((resolve) => (arrive = resolve))
    const { showToast, clearToast, LOADING_TOAST_DELAY_MS } = await import('./toast')
    await showToast({ text: '加载中…', icon: 'loading', duration: 0 })
    await vi.advanceTimersByTimeAsync(LOADING_TOAST_DELAY_MS)
    clearToast()
    arrive()
    await vi.runAllTimersAsync()
    expect(show).not.toHaveBeenCalled()

    await showToast({ text: '保存成功' })
    expect(show).toHaveBeenCalledWith({ content: '保存成功', icon: undefined, duration: 2000 })
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

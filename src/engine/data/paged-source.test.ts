// The paged source's rules, without React or a DOM.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPagedSource, type PagedRequest, type PagedValue } from './paged-source'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(now = () => Date.now()) {
  const published: PagedValue[] = []
  const toasts: string[] = []
  const reports: unknown[] = []
  let cleared = 0
  const source = createPagedSource('bills', {
    publish: (v) => published.push(v),
    toast: (t) => toasts.push(t),
    clearToast: () => {
      cleared++
    },
    report: (e) => reports.push(e),
    now,
  })
  return { source, published, toasts, reports, cleared: () => cleared, value: () => source.value() }
}

function request(
  key: string,
  answer: (params: Record<string, unknown>) => unknown,
  paging: PagedRequest['paging'] = { size: 2 },
): PagedRequest & { asked: Record<string, unknown>[] } {
  const asked: Record<string, unknown>[] = []
  return {
    key,
    params: { name: key },
    paging,
    asked,
    fetch: async (params) => {
      asked.push(params)
      return answer(params)
    },
  }
}

const pages = (total: number) => (p: Record<string, unknown>) => {
  const current = Number(p.current)
  const size = Number(p.size)
  return {
    records: Array.from(
      { length: Math.max(0, Math.min(size, total - (current - 1) * size)) },
      (_, i) => `r${(current - 1) * size + i + 1}`,
    ),
  }
}

afterEach(() => vi.useRealTimers())

describe('paged source', () => {
  it('fetches nothing until something shows it, then page 1; more pages append; the last page ends it', async () => {
    const s = setup()
    const req = request('a', pages(3))
    s.source.request(req)
    expect(s.value().loading).toBe(true)
    await settle()
    expect(req.asked).toEqual([])

    s.source.attach()
    await settle()
    expect(s.value()).toMatchObject({ items: ['r1', 'r2'], page: 1, loading: false, isLastPage: false })
    s.value().loadMore()
    await settle()
    expect(s.value()).toMatchObject({ items: ['r1', 'r2', 'r3'], page: 2, isLastPage: true })
    s.value().loadMore()
    await settle()
    expect(req.asked).toEqual([
      { name: 'a', current: 1, size: 2 },
      { name: 'a', current: 2, size: 2 },
    ])
  })

  it('keeps the pages when one fails, reports only unexpected failures, and retry asks for the same page', async () => {
    const s = setup()
    let fail: Error | undefined
    const req = request('a', (p) => {
      if (fail) throw fail
      return pages(10)(p)
    })
    s.source.request(req)
    s.source.attach()
    await settle()
    fail = Object.assign(new Error('网络连接异常'), { code: 'NETWORK_ERROR' })
    s.value().loadMore()
    await settle()
    expect(s.value()).toMatchObject({ items: ['r1', 'r2'], page: 1, error: { message: '网络连接异常', code: 'NETWORK_ERROR' } })
    s.value().loadMore()
    await settle()
    expect(req.asked).toHaveLength(2)
    expect(s.reports).toEqual([])

    fail = undefined
    s.value().retry()
    await settle()
    expect(s.value()).toMatchObject({ items: ['r1', 'r2', 'r3', 'r4'], page: 2, error: undefined })
    expect(req.asked.map((p) => p.current)).toEqual([1, 2, 2])
  })

  it('new params start again from page 1 and drop the answer for the old ones', async () => {
    const s = setup()
    let release: (v: unknown) => void = () => undefined
    const slow = request('old', () => new Promise((resolve) => (release = resolve)))
    s.source.request(slow)
    s.source.attach()
    s.source.request(request('new', pages(1)))
    await settle()
    release({ records: ['stale'] })
    await settle()
    expect(s.value().items).toEqual(['r1'])
  })

  it('reload starts again from page 1, replacing what is shown', async () => {
    const s = setup()
    let round = 0
    s.source.request(request('a', (p) => ({ records: [`round${round}-page${String(p.current)}`, 'x'] })))
    s.source.attach()
    await settle()
    s.value().loadMore()
    await settle()
    expect(s.value().page).toBe(2)
    round = 1
    await s.value().reload()
    expect(s.value()).toMatchObject({ items: ['round1-page1', 'x'], page: 1 })
  })

  it('throttles load-more, with one trailing load once the pause is over', async () => {
    vi.useFakeTimers()
    let t = 1000
    const s = setup(() => t)
    const req = request('a', pages(20), { size: 2, throttle: 300 })
    s.source.request(req)
    s.source.attach()
    await vi.advanceTimersByTimeAsync(0)
    s.value().loadMore()
    await vi.advanceTimersByTimeAsync(0)
    t += 100
    s.value().loadMore()
    s.value().loadMore()
    await vi.advanceTimersByTimeAsync(0)
    expect(req.asked.map((p) => p.current)).toEqual([1, 2])
    t += 200
    await vi.advanceTimersByTimeAsync(200)
    expect(req.asked.map((p) => p.current)).toEqual([1, 2, 3])
  })

  it('shows the loading toast while a page loads, and leaves a failure’s own toast alone', async () => {
    const s = setup()
    let fail = false
    s.source.request(
      request(
        'a',
        (p) => {
          if (fail) throw Object.assign(new Error('busy'), { code: 500 })
          return pages(10)(p)
        },
        { size: 2, loading: '加载中…' },
      ),
    )
    s.source.attach()
    await settle()
    expect(s.toasts).toEqual(['加载中…'])
    expect(s.cleared()).toBe(1)
    fail = true
    s.value().loadMore()
    await settle()
    expect(s.toasts).toEqual(['加载中…', '加载中…'])
    expect(s.cleared()).toBe(1)
  })

  it('takes its loading toast away when the screen goes while a page loads', async () => {
    const s = setup()
    let answer: (value: unknown) => void = () => undefined
    const slow = { ...request('a', pages(10), { size: 2, loading: '加载中…' }), fetch: () => new Promise((r) => (answer = r)) }
    s.source.request(slow)
    s.source.attach()
    expect(s.toasts).toEqual(['加载中…'])
    s.source.dispose()
    expect(s.cleared()).toBe(1)
    // The answer that comes after changes nothing, and clears nothing twice.
    answer(pages(10)({ current: 1, size: 2 }))
    await settle()
    expect(s.cleared()).toBe(1)
  })
})

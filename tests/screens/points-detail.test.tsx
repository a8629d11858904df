// The points detail screen (screens/integral/detail.json) on the real renderers.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Screen } from '../../src/engine'
import config from '../../screens/integral/detail.json'
import { renderScreenWith, fakeIntersectionObserverPerTest } from './testing'
import { settle } from '../../src/engine/testing'

interface Paging {
  current: number
  size: number
}

/** Month n (from 1) of a bill that has `months` months; each month has one gain and one expense. */
function month(n: number) {
  const label = `2024-${String(((n - 1) % 12) + 1).padStart(2, '0')}#${n}`
  return {
    billMonth: label,
    availablePoint: 100 + n,
    usedPoint: 20,
    monthlyExpire: 5,
    billInfoList: [
      { frontBillType: '签到奖励', createTime: '2024-05-03 14:05:09', billType: 'INCOME', dealAmount: 10 },
      { frontBillType: '兑换服务', createTime: '2024-05-20 09:30:00', billType: 'EXPEND', dealAmount: 300 },
    ],
  }
}

function bills(total: number, queries: Paging[], fail?: () => boolean) {
  return (q: Paging) => {
    queries.push(q)
    if (fail?.()) throw Object.assign(new Error('请求超时，请稍后重试!'), { code: 'CLIENT_TIMEOUT' })
    const from = (q.current - 1) * q.size
    return {
      current: q.current,
      size: q.size,
      records: Array.from({ length: Math.max(0, Math.min(q.size, total - from)) }, (_, i) => month(from + i + 1)),
    }
  }
}

const account = {
  accountCashableAmount: 0,
  accountConsumeAmount: 1234,
  accountMbCashAmount: 0,
  accountResearchAmount: 0,
  accountConsumeAmountExpire: 56,
}
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
// Scroll-loads are throttled to one per 300 ms by the clock (Date.now), tested on a fake clock: a loaded machine
// drawing slowly never uses the 300 ms up, and no test sleeps through them.
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
/** Let ms pass on the fake clock (the throttle's trailing load is a timer). */
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const months = () => document.querySelectorAll('.edu-collapse').length

const observer = fakeIntersectionObserverPerTest()

describe('points detail screen', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps the balance and expiry lines in place, blank, while the account loads, so the months below do not jump', async () => {
    let arrive: (value: typeof account) => void = () => undefined
    renderScreenWith(config as unknown as Screen, {
      calls: { 'points.account': () => new Promise((resolve) => (arrive = resolve)), 'points.bills': bills(3, []) },
    })
    await waitFor(() => expect(months()).toBe(3))
    const lines = () => [...document.querySelectorAll('.edu-text')].slice(1, 3).map((el) => el.textContent)
    expect(lines()).toEqual(['\u00a0', '\u00a0'])
    await act(async () => arrive(account))
    await waitFor(() => expect(lines()).toEqual(['1234', '您有56积分将于本月底过期']))
  })

  it('shows the balance and what expires this month, then the bill by month, 10 at a time, with a loading toast', async () => {
    const queries: Paging[] = []
    const { recorded } = renderScreenWith(config as unknown as Screen, {
      calls: { 'points.account': account, 'points.bills': bills(25, queries) },
    })
    expect(await screen.findByText('1234')).toBeTruthy()
    expect(screen.getByText('您有56积分将于本月底过期')).toBeTruthy()
    await screen.findByText('2024-10#10')
    expect(months()).toBe(10)
    expect(screen.getByText('获得积分 101 使用积分 20 已过期 5')).toBeTruthy()
    expect(recorded.toasts[0]).toEqual({ text: '加载中…', icon: 'loading', duration: 0 })

    // Past the 300 ms scroll-load throttle on the fake clock: on real time a loaded machine's drawing could leave
    // the next scroll inside it, and the page came after findByText had given up (CI, 2026-12-02).
    fakeClock()
    await later(300)
    await settle(() => observer.scrollToEnd())
    await later(0)
    expect(screen.getByText('2024-08#20')).toBeTruthy()
    expect(months()).toBe(20)
    await later(300)
    await settle(() => observer.scrollToEnd())
    await later(0)
    expect(screen.getByText('2024-01#25')).toBeTruthy()
    expect(months()).toBe(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expect(queries).toEqual([
      { current: 1, size: 10 },
      { current: 2, size: 10 },
      { current: 3, size: 10 },
    ])
  })

  it('builds no entries until a month is opened, then shows each with its time like 2024年5月3日 14:05 and the amount of expenses', async () => {
    renderScreenWith(config as unknown as Screen, { calls: { 'points.account': account, 'points.bills': bills(3, []) } })
    await screen.findByText('2024-01#1')
    expect(screen.queryByText('签到奖励')).toBeNull()

    await settle(() => fireEvent.click(screen.getByRole('button', { name: /2024-01#1/ })))
    expect(screen.getAllByText('签到奖励')).toHaveLength(1)
    expect(screen.getByText('2024年5月3日 14:05')).toBeTruthy()
    expect(screen.getByText('2024年5月20日 09:30')).toBeTruthy()
    // The expense shows its amount; the gain does not.
    expect(screen.getByText('-300')).toBeTruthy()
    expect(screen.queryByText('-10')).toBeNull()
  })

  it('ignores scroll-loads within 300 ms of the last one', async () => {
    const queries: Paging[] = []
    renderScreenWith(config as unknown as Screen, { calls: { 'points.account': account, 'points.bills': bills(40, queries) } })
    await screen.findByText('2024-10#10')
    fakeClock()
    await later(300)
    await settle(() => observer.scrollToEnd())
    await later(0)
    expect(screen.getByText('2024-08#20')).toBeTruthy()
    // Page 2 came back at once; a scroll now is inside the 300 ms and waits for the end of it.
    await settle(() => observer.scrollToEnd())
    expect(queries).toHaveLength(2)
    await later(299)
    expect(queries).toHaveLength(2)
    await later(1)
    expect(queries).toHaveLength(3)
  })

  it('keeps the months loaded when a page fails, and loads it on retry', async () => {
    const queries: Paging[] = []
    let fail = false
    const { engine } = renderScreenWith(config as unknown as Screen, {
      calls: { 'points.account': account, 'points.bills': bills(15, queries, () => fail) },
    })
    let cleared = 0
    engine.services.clearToast = () => {
      cleared++
    }
    await screen.findByText('2024-10#10')
    await waitFor(() => expect(cleared).toBe(1))
    fail = true
    await wait(300)
    await settle(() => observer.scrollToEnd())
    expect(await screen.findByText('请求超时，请稍后重试!')).toBeTruthy()
    expect(months()).toBe(10)
    // The API layer's toast with the message replaced the loading toast: it is left to be read.
    expect(cleared).toBe(1)
    fail = false
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '点击重试' })))
    await screen.findByText('2024-03#15')
    expect(months()).toBe(15)
    expect(queries.map((q) => q.current)).toEqual([1, 2, 2])
    expect(cleared).toBe(2)
  })
})

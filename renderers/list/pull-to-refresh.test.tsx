import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreenWith, screenOf } from './testing'

// Pull-to-refresh comes in its own chunk, which on a slow link arrives after the list's rows have drawn.
const chunk = vi.hoisted(() => {
  const arrival: { arrive?: (value: undefined) => void } = {}
  const arrived = new Promise<undefined>((resolve) => (arrival.arrive = resolve))
  return { arrive: () => arrival.arrive?.(undefined), arrived, asked: false }
})
vi.mock('./pull-to-refresh', async (importOriginal) => {
  chunk.asked = true
  await chunk.arrived
  return importOriginal()
})

const months = ['2024年6月', '2024年5月']

const pullList = (call: string) =>
  screenOf(
    [{ type: 'list', source: 'bills', pullToRefresh: true, item: [{ type: 'text', text: '{{ item.billMonth }}' }] }],
    {},
    { bills: { call, paging: { size: 10 } } },
  )

// Time passes on a fake clock: the quiet moment (whenIdle) and the wait after a release are timers.
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('a list that allows pulling', () => {
  afterEach(() => vi.useRealTimers())

  it('fetches nothing for it while its first page is on its way, and fetches it when a finger comes down', async () => {
    vi.useFakeTimers()
    const { container } = renderScreenWith(pullList('points.bills'), { calls: { 'points.bills': () => new Promise(() => undefined) } })
    await later(700)
    // Had the code been asked for, its import would be under way: let any such import reach the mock.
    await vi.dynamicImportSettled()
    expect(chunk.asked).toBe(false)
    const list = container.querySelector('.edu-list')
    if (!list) throw new Error('no list')
    fireEvent.pointerDown(list)
    vi.useRealTimers()
    await waitFor(() => expect(chunk.asked).toBe(true))
  })

  it('keeps what the user opened in its rows when the pull-to-refresh code arrives after them', async () => {
    const config = screenOf(
      [
        {
          type: 'list',
          source: 'bills',
          pullToRefresh: true,
          key: 'billMonth',
          item: [
            {
              type: 'collapse',
              header: [{ type: 'text', text: '{{ item.billMonth }}' }],
              body: [{ type: 'text', text: '{{ item.billMonth }}的明细' }],
            },
          ],
        },
      ],
      {},
      { bills: { call: 'points.bills', paging: { size: 10 } } },
    )
    renderScreenWith(config, {
      calls: { 'points.bills': () => ({ current: 1, total: 2, records: months.map((billMonth) => ({ billMonth })) }) },
    })
    const month = await screen.findByRole('button', { name: '2024年5月' })
    fireEvent.click(month)
    expect(screen.getByText('2024年5月的明细')).toBeTruthy()

    chunk.arrive()
    await waitFor(() => expect(document.querySelector('.adm-pull-to-refresh')).not.toBeNull())
    expect(screen.getByRole('button', { name: '2024年5月' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('2024年5月的明细')).toBeTruthy()
    expect(document.querySelector('.adm-pull-to-refresh')?.textContent).toContain('2024年5月的明细')
  })

  it('leaves its rows where they are while a finger is down, and wraps them once the tap is through', async () => {
    // The code is there by now; what is tested is when the rows move into it.
    chunk.arrive()
    await import('./pull-to-refresh')
    vi.useFakeTimers()
    let answer: (page: unknown) => void = () => undefined
    const { container } = renderScreenWith(pullList('points.bills'), {
      calls: { 'points.bills': () => new Promise((resolve) => (answer = resolve)) },
    })
    const list = container.querySelector('.edu-list')
    if (!list) throw new Error('no list')
    fireEvent.pointerDown(list)
    answer({ current: 1, total: 2, records: months.map((billMonth) => ({ billMonth })) })
    // Well past the quiet moment after the first page (at most 500 ms): a row moved now would lose the tap.
    await later(700)
    const row = screen.getByText('2024年5月')
    expect(document.querySelector('.adm-pull-to-refresh')).toBeNull()
    fireEvent.pointerUp(window)
    await later(100)
    expect(document.querySelector('.adm-pull-to-refresh')).toBeNull()
    // 300 ms after the release the tap's click is through: the rows move in.
    await later(200)
    vi.useRealTimers()
    await waitFor(() => expect(document.querySelector('.adm-pull-to-refresh')?.contains(row)).toBe(true))
  })
})

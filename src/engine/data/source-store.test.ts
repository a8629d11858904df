// A screen's sources without React or a DOM: values land at data.<name>, follow what their params read, and
// reload; a paged source is a value a list can show.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createScopeStore } from '../scope/scope-store'
import { createTestEngine } from '../testing-engine'
import { emptyScope } from '../scope/empty-scope'
import type { PagedValue } from './paged-source'
import { createRequestCache } from './request-cache'
import { createSourceStore } from './source-store'
import { liveValue } from './live-value'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(calls: Record<string, unknown>, data: Record<string, object>, state: Record<string, unknown> = {}) {
  const engine = createTestEngine({ calls })
  const scope = createScopeStore(emptyScope({ state }))
  const sources = createSourceStore(engine, scope, createRequestCache(), data)
  const stop = sources.start()
  return { engine, scope, sources, stop, data: () => scope.get().data }
}

describe('source store', () => {
  it('puts each source at data.<name>, fetches again when what its params read changes, and not while `when` is false', async () => {
    const s = setup(
      { 'points.bills': (a: { current: number }) => ({ current: a.current }), 'points.account': { balance: 5 } },
      {
        greeting: { static: '你好' },
        bills: { call: 'points.bills', params: { current: '{{ state.page }}' } },
        account: { call: 'points.account', when: '{{ state.page > 1 }}' },
      },
      { page: 1 },
    )
    await settle()
    expect(s.data()).toEqual({ greeting: '你好', bills: { current: 1 }, account: undefined })
    s.scope.set(['state', 'page'], 2)
    await settle()
    expect(s.data()).toEqual({ greeting: '你好', bills: { current: 2 }, account: { balance: 5 } })
    s.scope.set(['state', 'other'], 'x')
    await settle()
    expect(s.engine.recorded.calls.map((c) => c.name)).toEqual(['points.bills', 'points.bills', 'points.account'])
  })

  it('writes each answer as data that arrived, so the nodes reading it redraw without hurry', async () => {
    const s = setup({ 'points.account': { balance: 5 } }, { account: { call: 'points.account' } })
    const told: boolean[] = []
    s.scope.subscribe([['data', 'account']], (arrived) => told.push(arrived))
    await settle()
    expect(s.data().account).toEqual({ balance: 5 })
    expect(told).toEqual([true])
  })

  it('puts a live value at data.<name> as plain data, again at each change, and lets it go when the screen leaves', async () => {
    let room = { lines: ['你好'] }
    const listeners = new Set<() => void>()
    const engine = createTestEngine()
    engine.registerDataSource('chat', () =>
      liveValue(
        () => room,
        (l) => (listeners.add(l), () => listeners.delete(l)),
      ),
    )
    const scope = createScopeStore(emptyScope())
    const stop = createSourceStore(engine, scope, createRequestCache(), { room: { chat: 'C1' } }).start()
    await settle()
    expect(scope.get().data).toEqual({ room: { lines: ['你好'] } })
    room = { lines: ['你好', '在吗'] }
    listeners.forEach((l) => l())
    expect(scope.get().data).toEqual({ room: { lines: ['你好', '在吗'] } })
    stop()
    expect(listeners.size).toBe(0)
  })

  it('reload fetches a plain source again, and a paged one from page 1', async () => {
    let n = 0
    const s = setup(
      { 'messages.unreadCount': () => ++n, 'points.bills': (a: { current: number }) => ({ records: [`${n}:${a.current}`] }) },
      { unread: { call: 'messages.unreadCount' }, bills: { call: 'points.bills', paging: { size: 1 } } },
    )
    s.sources.attach('bills')
    await settle()
    expect(s.data().unread).toBe(1)
    expect((s.data().bills as PagedValue).items).toEqual(['1:1'])
    await s.sources.reload()
    expect(s.data().unread).toBe(2)
    expect((s.data().bills as PagedValue).items).toEqual(['2:1'])
    await s.sources.reload(['nope'])
    expect(s.engine.recorded.calls.filter((c) => c.name === 'messages.unreadCount')).toHaveLength(2)
  })

  it('after stop, an answer still on its way changes nothing', async () => {
    let release: (v: unknown) => void = () => undefined
    const s = setup({ 'x.y': () => new Promise((resolve) => (release = resolve)) }, { v: { call: 'x.y' } })
    s.stop()
    release('late')
    await settle()
    expect(s.data().v).toBeUndefined()
  })
})

describe('a polled source', () => {
  afterEach(() => vi.useRealTimers())

  it('fetches again every `every` ms while `while` holds for the newest answer, then stops', async () => {
    vi.useFakeTimers()
    const answers = ['PAYING', 'PAYING', 'PAID', 'PAID']
    let asked = 0
    const s = setup(
      { 'payment.order': () => ({ status: answers[asked++] }) },
      {
        order: { call: 'payment.order', params: { orderCode: 'PO1' }, poll: { every: 1000, while: "{{ data.order.status == 'PAYING' }}" } },
      },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(s.data()).toEqual({ order: { status: 'PAYING' } })
    await vi.advanceTimersByTimeAsync(999)
    expect(asked).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked).toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(s.data()).toEqual({ order: { status: 'PAID' } })
    // PAID: no more polling, however long the screen stays.
    await vi.advanceTimersByTimeAsync(5000)
    expect(asked).toBe(3)
    // The poll is not part of the request: the params alone make the call.
    expect(s.engine.recorded.calls[0]).toEqual({ name: 'payment.order', args: { orderCode: 'PO1' } })
    s.stop()
  })
})

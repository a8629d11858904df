// Render as you fetch, without React: a screen's sources asked for at route match (askAhead) are the ones its
// source store then shows, with no second request; what cannot be known yet waits; giving up sends nothing.
import { describe, expect, it } from 'vitest'
import { createScopeStore } from '../scope/scope-store'
import { emptyScope } from '../scope/empty-scope'
import { createTestEngine } from '../testing-engine'
import { askAhead } from './ahead'
import type { PagedValue } from './paged-source'
import { AHEAD_MS, createRequestCache } from './request-cache'
import { createSourceStore, type SourceConfigs } from './source-store'
import { sourceRequest } from './source-request'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((ok, no) => ((resolve = ok), (reject = no)))
  return { promise, resolve, reject }
}

const data: SourceConfigs = {
  account: { call: 'points.account' },
  bills: { call: 'points.bills', params: { kind: '{{ query.kind }}' }, paging: { size: 10, more: 'exact' } },
  detail: { call: 'area.detail', params: { code: '{{ data.account.areaCode }}' } },
  hidden: { call: 'area.streets', when: '{{ state.open }}' },
}
const address = { route: {}, query: { kind: 'in' } }

/** The key the account source is cached under, as the source store computes it. */
const accountKey = (engine: ReturnType<typeof createTestEngine>) =>
  sourceRequest(engine, 'account', data.account, emptyScope({ ...address })).key ?? ''

describe('asking a screen’s data ahead', () => {
  it('sends every source the address and state determine, before the screen exists, silently', () => {
    const engine = createTestEngine({
      calls: { 'points.account': new Promise(() => undefined), 'points.bills': new Promise(() => undefined) },
    })
    const asked = askAhead(engine, createRequestCache(), { data, state: { open: false } }, address, new AbortController().signal)
    expect(asked).toEqual(['account', 'bills'])
    // The paged source's first page, with the page params it will ask with; the source reading another's data
    // and the one whose `when` is false wait for the screen.
    expect(engine.recorded.calls).toEqual([
      { name: 'points.account', args: {}, silent: true },
      { name: 'points.bills', args: { kind: 'in', current: 1, size: 10 }, silent: true },
    ])
  })

  it('the screen’s store claims those requests: no call is sent twice, and the answers show when they arrive', async () => {
    const account = deferred<unknown>()
    const engine = createTestEngine({ calls: { 'points.account': () => account.promise, 'points.bills': [{ month: '2026-11' }] } })
    const cache = createRequestCache()
    askAhead(engine, cache, { data: { account: data.account, bills: data.bills } }, address, new AbortController().signal)
    // The guard allows the screen later: its store starts while the account is still in flight.
    const scope = createScopeStore(emptyScope({ ...address }))
    const sources = createSourceStore(engine, scope, cache, { account: data.account, bills: data.bills })
    sources.start()
    sources.attach('bills')
    await settle()
    expect((scope.get().data.bills as PagedValue).items).toEqual([{ month: '2026-11' }])
    expect(scope.get().data.account).toBeUndefined()
    account.resolve({ accountCashableAmount: 12 })
    await settle()
    expect(scope.get().data.account).toEqual({ accountCashableAmount: 12 })
    expect(engine.recorded.calls.map((c) => c.name)).toEqual(['points.account', 'points.bills'])
    // A reload asks again: an answer asked for ahead is claimed once.
    await sources.reload()
    expect(engine.recorded.calls.map((c) => c.name)).toEqual(['points.account', 'points.bills', 'points.account', 'points.bills'])
  })

  it('gives up: a call still waiting (for the signing key) when the guard says no is never sent, and nothing is kept', async () => {
    const engine = createTestEngine({ calls: { 'points.account': { a: 1 } } })
    const cache = createRequestCache()
    const controller = new AbortController()
    controller.abort()
    expect(askAhead(engine, cache, { data: { account: data.account } }, address, controller.signal)).toEqual([])
    expect(engine.recorded.calls).toEqual([])
    expect(cache.claim('anything')).toBeUndefined()
  })

  it('a request that fails ahead shows nothing itself: the screen asks again and its own failure shows', async () => {
    let attempt = 0
    const engine = createTestEngine({
      calls: {
        'points.account': () => {
          attempt++
          throw Object.assign(new Error('服务器繁忙'), { code: 500 })
        },
      },
    })
    const cache = createRequestCache()
    askAhead(engine, cache, { data: { account: data.account } }, address, new AbortController().signal)
    await settle()
    expect(engine.recorded.toasts).toEqual([])
    const scope = createScopeStore(emptyScope({ ...address }))
    const sources = createSourceStore(engine, scope, cache, { account: data.account })
    sources.start()
    await settle()
    expect(attempt).toBe(2)
    expect(engine.recorded.calls).toEqual([
      { name: 'points.account', args: {}, silent: true },
      { name: 'points.account', args: {} },
    ])
    expect(sources.states()[0]).toMatchObject({ status: 'failed', error: '服务器繁忙' })
  })

  it('an answer asked for ahead is the screen’s however long the guard took, up to AHEAD_MS', async () => {
    let now = 0
    const engine = createTestEngine({ calls: { 'points.account': () => ({ n: now }) } })
    const cache = createRequestCache(() => now)
    askAhead(engine, cache, { data: { account: data.account } }, address, new AbortController().signal)
    await settle()
    now = AHEAD_MS - 1
    expect(await cache.fetch(accountKey(engine), () => Promise.resolve('again'))).toEqual({ n: 0 })
    askAhead(engine, cache, { data: { account: data.account } }, address, new AbortController().signal)
    await settle()
    now += AHEAD_MS + 1
    expect(await cache.fetch(accountKey(engine), () => Promise.resolve('again'))).toBe('again')
  })
})

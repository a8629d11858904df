import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRequestCache } from '../data/request-cache'
import { createScreenModel } from '../screen/screen-model'
import { createTestEngine } from '../testing-engine'
import type { Actions } from '../types'
import { runActions, type RunContext } from './run'

function setup(options: Parameters<typeof createTestEngine>[0] = {}) {
  const engine = createTestEngine(options)
  const model = createScreenModel(engine, createRequestCache(), { state: { count: 1 }, query: { id: '7' } })
  const reloaded: (readonly string[] | undefined)[] = []
  const ctx: RunContext = { ...model.run, screen: { ...model.screen, reload: async (names) => void reloaded.push(names) } }
  const store = { get: () => model.store.get().state }
  const run = (actions: Actions) => runActions(actions, ctx)
  return { engine, store, reloaded, run, recorded: engine.recorded }
}

afterEach(() => vi.useRealTimers())

describe('actions', () => {
  it('a call makes what sources fetched before it stale: the next reader asks again', async () => {
    const { run, engine } = setup({ calls: { 'questionnaire.submit': { ok: true } } })
    let asked = 0
    const results = () => Promise.resolve(++asked)
    expect(await engine.requests.fetch('results', results)).toBe(1)
    expect(await engine.requests.fetch('results', results)).toBe(1)
    await run({ action: 'call', call: 'questionnaire.submit', args: {} })
    expect(await engine.requests.fetch('results', results)).toBe(2)
  })

  it('navigate builds the address from templates and query values', async () => {
    const { run, recorded } = setup()
    await run({ action: 'navigate', to: '/case/view/{{ query.id }}', query: { from: 'list', empty: '{{ query.none }}' } })
    await run({ action: 'navigate', to: '/integral/detail', replace: true })
    expect(recorded.navigations).toEqual([
      { to: '/case/view/7?from=list', replace: false },
      { to: '/integral/detail', replace: true },
    ])
  })

  it('a toast whose code the host is still fetching holds what follows until it is on the screen', async () => {
    vi.useFakeTimers()
    const { run, recorded, engine } = setup()
    let drawn: () => void = () => undefined
    engine.services.toast = (t) => {
      recorded.toasts.push(t)
      return new Promise((resolve) => (drawn = resolve))
    }
    const done = run([
      { action: 'toast', text: '添加成功' },
      { action: 'back', delay: 500 },
    ])
    await vi.advanceTimersByTimeAsync(2000)
    expect(recorded.backs).toBe(0)
    drawn()
    await vi.advanceTimersByTimeAsync(499)
    expect(recorded.backs).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(recorded.backs).toBe(1)
  })

  it('back waits for its delay', async () => {
    vi.useFakeTimers()
    const { run, recorded } = setup()
    const done = run({ action: 'back', delay: 500 })
    await vi.advanceTimersByTimeAsync(499)
    expect(recorded.backs).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(recorded.backs).toBe(1)
  })

  it('call then toast with the result; a failure runs catch with the error and stops the chain', async () => {
    const { run, recorded } = setup({
      calls: {
        'points.account': { accountConsumeAmount: 120 },
        'residents.batchAddTumor': () => Promise.reject(Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 })),
      },
    })
    await run({
      action: 'call',
      call: 'points.account',
      args: { id: '{{ query.id }}' },
      then: { action: 'toast', text: '余额 {{ result.accountConsumeAmount }}' },
    })
    await run([
      {
        action: 'call',
        call: 'residents.batchAddTumor',
        args: [],
        catch: { action: 'toast', text: '{{ error.message }}({{ error.code }})' },
      },
      { action: 'toast', text: 'never' },
    ])
    expect(recorded.calls).toEqual([
      { name: 'points.account', args: { id: '7' } },
      { name: 'residents.batchAddTumor', args: [] },
    ])
    expect(recorded.toasts.map((t) => t.text)).toEqual(['余额 120', '服务器繁忙,请稍后重试(500)'])
    expect(recorded.reports).toHaveLength(0)
  })

  it("call's loading toast goes when the call ends, but not over the message of a failure the API layer showed", async () => {
    const { engine, run } = setup({
      calls: {
        'points.account': { accountConsumeAmount: 120 },
        'wallet.withdraw': () => Promise.reject(Object.assign(new Error('提现金额超过可提现余额'), { code: '125000400' })),
        'wallet.tax': () => Promise.reject(new Error('a bug, shown to nobody')),
      },
    })
    const cleared = vi.spyOn(engine.services, 'clearToast')
    await run({ action: 'call', call: 'points.account', loading: '加载中…' })
    expect(cleared).toHaveBeenCalledTimes(1)
    await run({ action: 'call', call: 'wallet.withdraw', args: { amount: 9999, cardId: 'BC0001' }, loading: '提交中…' })
    expect(cleared).toHaveBeenCalledTimes(1)
    await run({ action: 'call', call: 'wallet.tax', args: { amount: 1 }, loading: '计算中…' })
    expect(cleared).toHaveBeenCalledTimes(2)
  })

  it('set changes state that the next step reads', async () => {
    const { run, store, recorded } = setup()
    await run([
      { action: 'set', key: 'count', value: '{{ state.count + 1 }}' },
      { action: 'set', key: 'filter.name', value: '张' },
      { action: 'toast', text: '{{ state.count }} {{ state.filter.name }}' },
    ])
    expect(store.get()).toEqual({ count: 2, filter: { name: '张' } })
    expect(recorded.toasts[0].text).toBe('2 张')
  })

  it('confirm runs then on yes and catch on cancel, with the spec defaults left to the host', async () => {
    const yes = setup({ confirm: true })
    await yes.run({ action: 'confirm', content: '确认删除？', dismissible: false, then: { action: 'toast', text: 'yes' } })
    expect(yes.recorded.confirms).toEqual([
      { title: undefined, content: '确认删除？', confirmText: undefined, cancelText: undefined, dismissible: false },
    ])
    expect(yes.recorded.toasts.map((t) => t.text)).toEqual(['yes'])
    const no = setup({ confirm: false })
    await no.run({
      action: 'confirm',
      content: '?',
      then: { action: 'toast', text: 'yes' },
      catch: { action: 'toast', text: '{{ error.code }}' },
    })
    expect(no.recorded.toasts.map((t) => t.text)).toEqual(['CANCELLED'])
  })

  it('dialog, reload, track', async () => {
    const { run, recorded, reloaded } = setup()
    await run([
      { action: 'dialog', title: '积分不足', content: '当前账户积分不足', confirmText: '返回选择其他服务' },
      { action: 'reload', data: 'bills' },
      { action: 'reload' },
      { action: 'reload', page: true },
      { action: 'track', event: 101002, resourceType: 'PAGE', resourceId: '{{ query.id }}' },
    ])
    expect(recorded.dialogs[0]).toMatchObject({ title: '积分不足', confirmText: '返回选择其他服务', dismissible: true })
    expect(reloaded).toEqual([['bills'], undefined])
    expect(recorded.pageReloads).toBe(1)
    expect(recorded.tracked).toEqual([{ event: 101002, resourceType: 'PAGE', resourceId: '7', data: undefined }])
  })

  it('an unknown action or a throwing handler is reported, not thrown', async () => {
    const { engine, run, recorded } = setup()
    engine.registerAction('explode', () => {
      throw new Error('boom')
    })
    const unknown = await run({ action: 'teleport' } as never)
    const exploded = await run({ action: 'explode', catch: { action: 'toast', text: '{{ error.message }}' } } as never)
    expect(unknown.ok).toBe(false)
    expect(exploded.ok).toBe(false)
    expect(recorded.reports.map((r) => (r.error as Error).message)).toEqual(['unknown action "teleport"', 'boom'])
    expect(recorded.toasts[0].text).toBe('boom')
  })
})

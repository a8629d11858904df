import { describe, expect, it } from 'vitest'
import presetsFile from '../../../screens/presets/actions.json'
import { createRequestCache } from '../data/request-cache'
import { createScreenModel } from '../screen/screen-model'
import { createTestEngine } from '../testing-engine'
import type { Actions } from '../types'
import { createPresetAction, type ActionPresets } from './preset'
import { runActions, type RunContext } from './run'
import { createThrottleAction } from './throttle'

function setup(presets: ActionPresets | (() => Promise<ActionPresets>) = {}, brought?: (name: string) => unknown) {
  let now = 1_000
  const engine = createTestEngine({
    calls: { 'residents.batchAddTumor': (codes: string[]) => ({ successNum: codes.length, failedNum: 0 }) },
    setup: (e) => {
      e.registerAction(
        'throttle',
        createThrottleAction(() => now),
        { override: true },
      )
      e.registerAction('preset', createPresetAction(e, presets, brought))
    },
  })
  const ctx: RunContext = createScreenModel(engine, createRequestCache(), { state: { selected: ['R1', 'R2'] } }).run
  return { engine, run: (actions: Actions) => runActions(actions, ctx), tick: (ms: number) => void (now += ms), recorded: engine.recorded }
}

const add: Actions = [
  { action: 'throttle', key: 'add', ms: 500 },
  { action: 'call', call: 'residents.batchAddTumor', args: '{{ state.selected }}' },
]

describe('throttle action', () => {
  it('stops a chain run again within its window, quietly', async () => {
    const { run, tick, recorded } = setup()
    expect((await run(add)).ok).toBe(true)
    tick(499)
    const again = await run(add)
    expect(again.ok).toBe(false)
    expect(recorded.reports).toEqual([])
    tick(1)
    expect((await run(add)).ok).toBe(true)
    expect(recorded.calls.map((c) => c.args)).toEqual([
      ['R1', 'R2'],
      ['R1', 'R2'],
    ])
  })

  it('keeps one clock per key', async () => {
    const { run } = setup()
    expect((await run({ action: 'throttle', key: 'a' })).ok).toBe(true)
    expect((await run({ action: 'throttle', key: 'b' })).ok).toBe(true)
    expect((await run({ action: 'throttle', key: 'a' })).ok).toBe(false)
  })
})

describe('preset action', () => {
  it('runs the insufficient-points dialog written once in screens/presets/actions.json, then goes back', async () => {
    const { run, recorded } = setup(presetsFile.presets)
    const outcome = await run({ action: 'preset', name: 'insufficientPoints' })
    expect(outcome.ok).toBe(true)
    expect(recorded.dialogs).toEqual([
      { title: '积分不足', content: '您的账户当前积分不足', confirmText: '返回选择其他服务', dismissible: true, image: undefined },
    ])
    expect(recorded.backs).toBe(1)
  })

  it('gives its result to then, and its failure to catch', async () => {
    const presets: ActionPresets = {
      add: { action: 'call', call: 'residents.batchAddTumor', args: '{{ state.selected }}' },
      broken: { action: 'call', call: 'nothing.here' },
    }
    const { run, recorded } = setup(presets)
    await run({ action: 'preset', name: 'add', then: { action: 'toast', text: '{{ result.successNum }}' } })
    await run({ action: 'preset', name: 'broken', catch: { action: 'toast', text: '{{ error.message }}' } })
    // The unknown call says so itself (as the API layer did), then the catch toasts its error.
    expect(recorded.toasts.map((t) => t.text)).toEqual(['2', '未知的接口：nothing.here', '未知的接口：nothing.here'])
    expect(recorded.calls.map((c) => c.name)).toEqual(['residents.batchAddTumor'])
  })

  it('reads what "with" gives (resolved in the scope of the use) as params, a default filling what it leaves out', async () => {
    const presets: ActionPresets = {
      confirm: {
        params: { type: 'object', properties: { title: { type: 'string' }, then: { type: 'string', default: '好的' } } },
        run: { action: 'dialog', title: '{{ params.title }}', content: '{{ params.then }}' },
      },
    }
    const { run, recorded } = setup(presets)
    await run({ action: 'preset', name: 'confirm', with: { title: '已选 {{ state.selected.length }} 人' } })
    await run({ action: 'preset', name: 'confirm', with: { title: '再次确认', then: '继续' } })
    expect(recorded.dialogs.map((d) => [d.title, d.content])).toEqual([
      ['已选 2 人', '好的'],
      ['再次确认', '继续'],
    ])
  })

  it('fails loudly on a name it does not know', async () => {
    const { run, recorded } = setup({ a: { action: 'back' } })
    expect((await run({ action: 'preset', name: 'b' })).ok).toBe(false)
    expect(String(recorded.reports[0]?.error)).toContain('no action preset "b" (known: a)')
  })

  it('runs a preset its screen brought without fetching the presets file, which it fetches once for a name none brought', async () => {
    let fetched = 0
    const file = async (): Promise<ActionPresets> => {
      fetched++
      return { fromFile: { action: 'toast', text: '来自文件' } }
    }
    const brought: Record<string, unknown> = { fromChunk: { action: 'toast', text: '来自页面' } }
    const { run, recorded } = setup(file, (name) => brought[name])
    await run({ action: 'preset', name: 'fromChunk' })
    expect(fetched).toBe(0)
    await run({ action: 'preset', name: 'fromFile' })
    await run({ action: 'preset', name: 'fromFile' })
    expect((await run({ action: 'preset', name: 'nope' })).ok).toBe(false)
    expect(recorded.toasts.map((t) => t.text)).toEqual(['来自页面', '来自文件', '来自文件'])
    expect(fetched).toBe(1)
    expect(String(recorded.reports[0]?.error)).toContain('no action preset "nope" (known: fromFile)')
  })

  it('fetches the presets file again after a failed fetch (a network that came back)', async () => {
    let tries = 0
    const file = async (): Promise<ActionPresets> => {
      if (++tries === 1) throw new Error('网络不给力')
      return { back: { action: 'back' } }
    }
    const { run, recorded } = setup(file)
    expect((await run({ action: 'preset', name: 'back' })).ok).toBe(false)
    expect((await run({ action: 'preset', name: 'back' })).ok).toBe(true)
    expect(recorded.backs).toBe(1)
  })
})

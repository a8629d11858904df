import { act, fireEvent, screen } from '@testing-library/react'
import Form from '@rjsf/core'
import { describe, it } from 'vitest'
import { renderNodes } from '../../src/engine/testing'
import { createFormEngine } from './testing'

describe('perf', () => {
  it('200 fields keystroke', async () => {
    const properties: Record<string, unknown> = {}
    for (let i = 0; i < 200; i++) properties[`f${i}`] = { type: 'string', title: `字段${i}` }
    const node = { type: 'form', id: 'big', schema: { type: 'object', properties } }
    const engine = createFormEngine()
    renderNodes([node], { engine })
    await screen.findByText('字段199', {}, { timeout: 10000 })
    const proto = Form.prototype as unknown as Record<string, (...a: unknown[]) => unknown>
    const timers: Record<string, number> = {}
    for (const name of ['getStateFromProps', 'render', 'componentDidUpdate', 'shouldComponentUpdate']) {
      const orig = proto[name]
      proto[name] = function (this: unknown, ...a: unknown[]) { const t = performance.now(); try { return orig.apply(this, a) } finally { timers[name] = (timers[name] ?? 0) + performance.now() - t } }
    }
    const input = document.getElementById('root_f100') as HTMLInputElement
    const times: number[] = []
    for (let k = 0; k < 20; k++) {
      const t = performance.now()
      act(() => { fireEvent.change(input, { target: { value: 'x'.repeat(k + 1) } }) })
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    console.log('keystroke ms median', times[10].toFixed(2), 'max', times[19].toFixed(2), JSON.stringify(Object.fromEntries(Object.entries(timers).map(([k, v]) => [k, (v / 20).toFixed(2)]))))
  }, 30000)
})

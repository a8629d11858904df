import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createRendererEngine, renderConfig } from '../shared/testing'
import { settle } from '../../src/engine/testing'

describe('button', () => {
  it('shows its text and runs its press actions', async () => {
    const { recorded } = renderConfig([
      { type: 'button', text: '确认添加', press: [{ action: 'toast', text: '添加成功' }, { action: 'back' }] },
    ])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '确认添加' })))
    expect(recorded.backs).toBe(1)
    expect(recorded.toasts.map((t) => t.text)).toEqual(['添加成功'])
  })

  it('shows loading and ignores presses while its actions run', async () => {
    let finish: (value: unknown) => void = () => undefined
    const engine = createRendererEngine({ calls: { 'points.bills': () => new Promise((resolve) => (finish = resolve)) } })
    renderConfig([{ type: 'button', text: '提交', press: { action: 'call', call: 'points.bills' } }], { engine })
    const button = screen.getByRole('button', { name: /提交/ })
    fireEvent.click(button)
    await vi.waitFor(() => expect(button.className).toContain('adm-button-loading'), { timeout: 5000 })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button)
    expect(engine.recorded.calls).toHaveLength(1)
    await settle(() => finish({}))
    expect(button.className).not.toContain('adm-button-loading')
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByRole('button', { name: '提交' })).toBe(button)
  })

  it('runs once for two presses in the same browser task, whatever the timing', async () => {
    let finish: (value: unknown) => void = () => undefined
    const engine = createRendererEngine({ calls: { 'points.bills': () => new Promise((resolve) => (finish = resolve)) } })
    renderConfig([{ type: 'button', text: '发表评论', press: { action: 'call', call: 'points.bills' } }], { engine })
    const button = screen.getByRole('button', { name: /发表评论/ })
    // No redraw between them: the second press sees the first's state before React has drawn it.
    button.click()
    button.click()
    await vi.waitFor(() => expect(engine.recorded.calls).toHaveLength(1), { timeout: 5000 })
    await settle(() => finish({}))
    expect(engine.recorded.calls).toHaveLength(1)
  })

  it('does nothing when disabled', () => {
    const { recorded } = renderConfig(
      [{ type: 'button', text: '完成', disabled: '{{ state.selected == 0 }}', press: { action: 'back' } }],
      {
        scope: { state: { selected: 0 } },
      },
    )
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '完成' })
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    expect(recorded.backs).toBe(0)
  })
})

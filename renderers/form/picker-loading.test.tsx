// A picker's code is fetched when the user first reaches for it, not with the form: what the user sees while it
// comes, and when it cannot come. (Other form tests have it present from the start: see testing.tsx.)
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestEngine, renderNodes, settle } from '../../src/engine/testing'
import { registerRenderers } from '../index'

const chunk = vi.hoisted(() => {
  const gate: { open?: () => void; fail?: (e: Error) => void } = {}
  const next = () => new Promise<void>((resolve, reject) => Object.assign(gate, { open: resolve, fail: reject }))
  return { gate, next, arrival: { current: undefined as Promise<void> | undefined } }
})
vi.mock('./theme/widgets/on-demand-parts', async (importOriginal) => {
  chunk.arrival.current ??= chunk.next()
  const waiting = chunk.arrival.current
  chunk.arrival.current = undefined
  await waiting
  return importOriginal()
})

const form = {
  type: 'form',
  id: 'visit',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '姓名' },
      hospital: {
        type: 'string',
        title: '医院',
        oneOf: [
          { const: 'H1', title: '第一医院' },
          { const: 'H2', title: '第二医院' },
        ],
      },
    },
  },
  ui: { hospital: { 'ui:widget': 'select' } },
}

describe('a picker whose code comes when it is first opened', () => {
  it('says the network failed when the code cannot come, keeps what was typed, and opens on the next tap', async () => {
    const engine = createTestEngine({ setup: registerRenderers })
    renderNodes([form], { engine })
    const name = await screen.findByRole('textbox', { name: '姓名' }, { timeout: 10_000 })
    fireEvent.change(name, { target: { value: '林晓燕' } })
    const row = document.getElementById('root_hospital') as HTMLElement

    chunk.arrival.current = chunk.next()
    const failing = chunk.gate
    await settle(() => fireEvent.click(row))
    await act(async () => {
      failing.fail?.(new Error('Failed to fetch dynamically imported module'))
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(engine.recorded.toasts.map((t) => t.text)).toEqual(['网络连接异常，请检查您的网络连接！']), {
      timeout: 5000,
    })
    expect(document.querySelector('.adm-picker')).toBeNull()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '姓名' }).value).toBe('林晓燕')

    chunk.arrival.current = chunk.next()
    const arriving = chunk.gate
    await settle(() => fireEvent.click(row))
    expect(document.querySelector('.adm-picker')).toBeNull()
    await act(async () => {
      arriving.open?.()
      await Promise.resolve()
    })
    const picker = await vi.waitFor(() => {
      const open = document.querySelector<HTMLElement>('.adm-picker')
      if (!open) throw new Error('no picker yet')
      return open
    }, 5000)
    expect(within(picker).getByText('第二医院')).toBeTruthy()
    expect(within(picker).getByText('医院')).toBeTruthy()
  })
})

// Form tests: an engine with every renderer, and small helpers to drive the antd-mobile widgets under jsdom.
// The manual-add screen's own form is drawn by tests/screens/manual-add-testing.tsx.
import { act, fireEvent, screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import type { NodeConfig } from '../../src/engine'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'
import { settle } from '../../src/engine/testing'
import { loadOnDemandParts } from './theme/widgets/useOnDemand'
import { preloadSmallRenderers } from '../shared/testing'

// The app fetches the pickers' code when a picker row is first reached; here it is present from the start, so a
// picker opens within the tap, as the helpers below expect (picker-loading.test.tsx covers the fetch itself).
await loadOnDemandParts()
await preloadSmallRenderers()

export function createFormEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({ ...options, setup: registerRenderers })
}

export const field = (name: string) => document.getElementById(`root_${name}`) as HTMLElement

/** Type into a text field and let the typing pause pass, as a user would. */
export async function typeInto(name: string, value: string): Promise<void> {
  const input =
    field(name).tagName === 'INPUT' || field(name).tagName === 'TEXTAREA' ? field(name) : within(field(name)).getByRole('textbox')
  fireEvent.change(input, { target: { value } })
  await settle(() => fireEvent.blur(input))
}

export async function press(name: string): Promise<void> {
  await settle(() => fireEvent.click(screen.getByRole('button', { name })))
}

/** Tap a picker row (without confirming anything). */
export async function tap(name: string): Promise<void> {
  await settle(() => fireEvent.click(field(name)))
}

/** Open a picker row, optionally tap an item, and confirm (with no tap, the first items are taken). */
export async function pick(name: string, item?: string): Promise<void> {
  await settle(() => fireEvent.click(field(name)))
  const popup = await vi.waitFor(() => {
    const open =
      document.querySelector<HTMLElement>(`.root_${name}__picker .adm-picker`) ??
      [...document.querySelectorAll<HTMLElement>('.adm-picker')].pop()
    if (!open) throw new Error('no picker open')
    // Options by API arrive after the picker opens: wait for them, as a user would.
    if (!open.querySelector('.adm-picker-view-column-item')) throw new Error('picker still loading')
    return open
  })
  if (item) {
    const option = await within(popup).findByText(item, { selector: '.adm-picker-view-column-item-label' })
    await settle(() => fireEvent.click(option))
  }
  // antd-mobile hands the wheel's choice (or its first item) to the picker on the next tick.
  await act(() => new Promise((r) => setTimeout(r, 10)))
  await settle(() => fireEvent.click(within(popup).getByText('确定')))
}

/** The text a picker row shows (the chosen label, or 请选择). */
export const shown = (name: string): string => field(name).textContent ?? ''

export const submitButton = () => screen.getByRole('button', { name: /确认添加/ })

export type { NodeConfig }

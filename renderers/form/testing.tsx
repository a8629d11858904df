// Form tests: an engine with every renderer, and small helpers to drive the antd-mobile widgets under jsdom.
import { act, fireEvent, screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import type { NodeConfig } from '../../src/engine'
import { createTestEngine, renderNodes, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'
import { registerAppDataSources } from '../../src/shell/register-app'
import { areaStreets, confirmButton, residentForm } from './fixtures'

export function createFormEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({
    ...options,
    setup: (engine) => {
      // The fixture is the manual-add screen's form, whose street and committee options are the app's region kind.
      registerAppDataSources(engine)
      registerRenderers(engine)
    },
  })
}

/** The manual add-resident form and its footer button, drawn once the lazy form has loaded. */
export async function renderResidentForm(options: { add?: unknown; engine?: TestEngine; nodes?: NodeConfig[] } = {}) {
  const engine = options.engine ?? createFormEngine({ calls: { 'area.streets': areaStreets, 'hypertension.addResident': options.add ?? true } })
  const result = renderNodes(options.nodes ?? [residentForm, confirmButton], { engine })
  await screen.findByText('居民姓名', {}, { timeout: 10_000 })
  return { ...result, engine, recorded: engine.recorded }
}

export const field = (name: string) => document.getElementById(`root_${name}`) as HTMLElement

/** Type into a text field and let the typing pause pass, as a user would. */
export async function typeInto(name: string, value: string): Promise<void> {
  const input = field(name).tagName === 'INPUT' || field(name).tagName === 'TEXTAREA' ? field(name) : within(field(name)).getByRole('textbox')
  fireEvent.change(input, { target: { value } })
  await act(async () => fireEvent.blur(input))
}

export async function press(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })))
}

/** Tap a picker row (without confirming anything). */
export async function tap(name: string): Promise<void> {
  await act(async () => fireEvent.click(field(name)))
}

/** Open a picker row, optionally tap an item, and confirm (with no tap, the first items are taken). */
export async function pick(name: string, item?: string): Promise<void> {
  await act(async () => fireEvent.click(field(name)))
  const popup = await vi.waitFor(() => {
    const open = document.querySelector<HTMLElement>(`.root_${name}__picker .adm-picker`) ?? [...document.querySelectorAll<HTMLElement>('.adm-picker')].pop()
    if (!open) throw new Error('no picker open')
    // Options by API arrive after the picker opens: wait for them, as a user would.
    if (!open.querySelector('.adm-picker-view-column-item')) throw new Error('picker still loading')
    return open
  })
  if (item) {
    const option = await within(popup).findByText(item, { selector: '.adm-picker-view-column-item-label' })
    await act(async () => fireEvent.click(option))
  }
  // antd-mobile hands the wheel's choice (or its first item) to the picker on the next tick.
  await act(() => new Promise((r) => setTimeout(r, 10)))
  await act(async () => fireEvent.click(within(popup).getByText('确定')))
}

/** The text a picker row shows (the chosen label, or 请选择). */
export const shown = (name: string): string => field(name).textContent ?? ''

export const submitButton = () => screen.getByRole('button', { name: /确认添加/ })

export type { NodeConfig }

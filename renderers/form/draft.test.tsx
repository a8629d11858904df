// `draft`: every typed value kept on the device until a submit succeeds (the case form, an article being written).
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderNodes } from '../../src/engine/testing'
import { draftKey, DRAFT_PAUSE_MS } from './draft'
import { TYPING_PAUSE_MS } from './theme/fields/TypedStringField'
import { createFormEngine, field, press } from './testing'

const form = {
  type: 'form',
  id: 'case',
  draft: 'case-new',
  schema: {
    type: 'object',
    required: ['title'],
    properties: { title: { type: 'string', title: '病例标题' }, diagnosis: { type: 'string', title: '诊断' } },
  },
  submit: { action: 'call', call: 'save', args: '{{ form }}' },
}

async function renderForm(calls: Record<string, unknown> = {}) {
  const engine = createFormEngine({ calls })
  renderNodes([form, { type: 'button', text: '提交', press: { action: 'submit', form: 'case' } }], { engine, scope: { client: {} } })
  await vi.waitFor(() => expect(document.querySelector('.edu-form--loading')).toBeNull(), { timeout: 10_000 })
  await screen.findByRole('button', { name: '提交' })
  return engine
}

const saved = () => JSON.parse(localStorage.getItem(draftKey('case-new')) ?? 'null') as unknown

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('form draft', () => {
  it('keeps what is typed once typing pauses, and brings it back when the form is drawn again', async () => {
    await renderForm()
    // The two pauses (typing, then the draft's) run on a fake clock: nothing is kept before they have passed.
    vi.useFakeTimers()
    fireEvent.change(field('title'), { target: { value: '老年高血压一例' } })
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS))
    expect(saved()).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_PAUSE_MS + 50))
    expect(saved()).toEqual({ title: '老年高血压一例' })
    vi.useRealTimers()
    cleanup()
    await renderForm()
    expect((field('title') as HTMLInputElement).value).toBe('老年高血压一例')
  })

  it('drops the draft when the submit succeeds', async () => {
    localStorage.setItem(draftKey('case-new'), JSON.stringify({ title: '老年高血压一例', diagnosis: '高血压 2 级' }))
    const engine = await renderForm({ save: { caseId: 'MC1' } })
    await press('提交')
    await vi.waitFor(() =>
      expect(engine.recorded.calls).toEqual([{ name: 'save', args: { title: '老年高血压一例', diagnosis: '高血压 2 级' } }]),
    )
    await vi.waitFor(() => expect(saved()).toBeNull())
    cleanup()
    expect(saved()).toBeNull()
  })
})

import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoadedScreen } from '../../engine'
import type { CheckedText } from './check-text'
import { DEBOUNCE_MS, useLiveConfig } from './useLiveConfig'

/** A stand-in check: text starting with "ok" passes (drawn as that text), anything else has one problem. */
const check = vi.fn((text: string): Promise<CheckedText> => {
  if (text.startsWith('ok'))
    return Promise.resolve({ problems: [], screen: { file: text, config: null, problems: [] } satisfies LoadedScreen })
  return Promise.resolve({ problems: [{ path: '', message: `bad ${text}`, offset: 0, line: 1, column: 1 }], screen: null })
})

function setup(first: string) {
  return renderHook(({ text }) => useLiveConfig(text, check), { initialProps: { text: first } })
}

/** Let the debounce run out and the check's promise settle. */
const pause = (ms = DEBOUNCE_MS) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

describe('useLiveConfig', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    check.mockClear()
  })
  afterEach(() => vi.useRealTimers())

  it('checks once typing pauses, not at each keystroke', async () => {
    const { result, rerender } = setup('ok 1')
    rerender({ text: 'ok 12' })
    await pause(DEBOUNCE_MS - 50)
    rerender({ text: 'ok 123' })
    await pause(DEBOUNCE_MS - 50)
    expect(check).not.toHaveBeenCalled()
    expect(result.current.shown).toBeUndefined()
    await pause(50)
    expect(check).toHaveBeenCalledTimes(1)
    expect(check).toHaveBeenCalledWith('ok 123')
    expect(result.current.shown?.screen.file).toBe('ok 123')
    expect(result.current.settled).toBe(true)
  })

  it('keeps the last good config drawn while the text has problems, and draws the next good one anew', async () => {
    const { result, rerender } = setup('ok first')
    await pause()
    expect(result.current.shown).toMatchObject({ screen: { file: 'ok first' }, version: 1 })

    rerender({ text: 'broken' })
    expect(result.current.settled).toBe(false)
    await pause()
    expect(result.current.problems.map((p) => p.message)).toEqual(['bad broken'])
    expect(result.current.shown).toMatchObject({ screen: { file: 'ok first' }, version: 1 })

    rerender({ text: 'ok fixed' })
    await pause()
    expect(result.current.problems).toEqual([])
    expect(result.current.shown).toMatchObject({ screen: { file: 'ok fixed' }, version: 2 })
  })

  it('drops a check overtaken by newer text', async () => {
    let finish: (checked: CheckedText) => void = () => undefined
    check.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    const { result, rerender } = setup('ok slow')
    await pause()
    rerender({ text: 'ok fast' })
    await pause()
    await act(async () => {
      finish({ problems: [{ path: '', message: 'late', offset: 0, line: 1, column: 1 }], screen: null })
      await Promise.resolve()
    })
    expect(result.current.problems).toEqual([])
    expect(result.current.shown?.screen.file).toBe('ok fast')
  })
})

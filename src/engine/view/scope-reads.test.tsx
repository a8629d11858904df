// When a node redraws for a change to the scope: a change the user made at once, data that arrived in slices.
import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { flushSync } from 'react-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readPath, type Path } from '../scope/paths'
import { emptyScope } from '../scope/empty-scope'
import { createScopeStore, type ScopeStore } from '../scope/scope-store'
import { useScopeReads } from './useScopeReads'

const BILLS: readonly Path[] = [['data', 'bills']]
const SEARCH: readonly Path[] = [['state', 'search']]

/** How many times each reader has drawn, by label. */
const draws = new Map<string, number>()

function Reader({ store, paths, label }: { store: ScopeStore; paths: readonly Path[]; label: string }) {
  useScopeReads(store, paths)
  const count = (draws.get(label) ?? 0) + 1
  draws.set(label, count)
  return (
    <p data-testid={label}>
      {String(readPath(store.get(), paths[0]) ?? '-')} ({count})
    </p>
  )
}

const shown = (label: string) => screen.getByTestId(label).textContent

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }
const actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT
beforeEach(() => draws.clear())
afterEach(() => {
  ;(globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment
})

describe('useScopeReads', () => {
  it('redraws a node when a path it reads changes, and not for any other path', async () => {
    const store = createScopeStore(emptyScope())
    render(
      <>
        <Reader store={store} paths={BILLS} label="bills" />
        <Reader store={store} paths={SEARCH} label="search" />
      </>,
    )
    await act(async () => store.set(['data', 'bills'], '3 张账单', true))
    expect(shown('bills')).toBe('3 张账单 (2)')
    await act(async () => store.set(['state', 'search'], '张'))
    expect(shown('search')).toBe('张 (2)')
    expect(shown('bills')).toBe('3 张账单 (2)')
  })

  it('draws what the user changed before the event ends, and an answer after it, as a transition', async () => {
    // Real scheduling, as in the browser: no act() flushing everything at once.
    ;(globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false
    const store = createScopeStore(emptyScope())
    render(
      <>
        <Reader store={store} paths={BILLS} label="bills" />
        <Reader store={store} paths={SEARCH} label="search" />
      </>,
    )
    flushSync(() => store.set(['state', 'search'], '张'))
    expect(shown('search')).toBe('张 (2)')

    flushSync(() => store.set(['data', 'bills'], '3 张账单', true))
    expect(shown('bills')).toBe('- (1)')
    await expect.poll(() => shown('bills')).toBe('3 张账单 (2)')
  })

  it('draws a change made between its first draw and its subscription', async () => {
    const store = createScopeStore(emptyScope())
    // A layout effect runs before the reader subscribes (in a passive effect).
    function EarlyWriter() {
      useLayoutEffect(() => store.set(['data', 'bills'], '早到的账单', true), [])
      return null
    }
    render(
      <>
        <Reader store={store} paths={BILLS} label="bills" />
        <EarlyWriter />
      </>,
    )
    await act(async () => undefined)
    expect(shown('bills')).toBe('早到的账单 (2)')
  })
})

// Test helpers for the list, tabs and collapse renderers: an engine that has them (see extras.ts), a screen to
// draw them in, and a fake IntersectionObserver.
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { EngineProvider, ScreenView, type Screen } from '../../src/engine'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { registerRenderers } from '../index'
import { registerListExtras } from './extras'

export { screenOf } from './extras'

export function createListEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({
    ...options,
    setup: (engine) => {
      registerRenderers(engine)
      registerListExtras(engine)
    },
  })
}

export function renderScreenWith(config: Screen, options: FakeServiceOptions = {}) {
  const engine = createListEngine(options)
  const result = render(
    <EngineProvider engine={engine}>
      <ScreenView config={config} />
    </EngineProvider>,
  )
  return { ...result, engine, recorded: engine.recorded }
}

/** IntersectionObserver for jsdom: nothing is in view until a test says the end of a list scrolled into view. */
export function fakeIntersectionObserver() {
  type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void
  const live = new Set<{ callback: Callback; targets: Set<Element> }>()
  class FakeObserver {
    private readonly entry: { callback: Callback; targets: Set<Element> }
    constructor(callback: Callback) {
      this.entry = { callback, targets: new Set() }
      live.add(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.add(target)
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target)
    }
    disconnect() {
      live.delete(this.entry)
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    /** The end of every list on the screen comes into view (the user scrolled to the bottom). */
    scrollToEnd() {
      for (const { callback, targets } of [...live]) {
        const ends = [...targets].filter((t) => t.classList.contains('edu-list__end'))
        if (ends.length) callback(ends.map((target) => ({ isIntersecting: true, target })))
      }
    },
    /** Everything observed comes into view (lazy images load; list ends ask for their next page). */
    showAll() {
      for (const { callback, targets } of [...live]) if (targets.size) callback([...targets].map((target) => ({ isIntersecting: true, target })))
    },
    restore: () => vi.unstubAllGlobals(),
  }
}

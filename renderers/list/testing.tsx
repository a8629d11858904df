// Test helpers for the list, tabs and collapse renderers: an engine with every renderer (the lazy ones drawn at
// once), a screen to draw them in, and a fake IntersectionObserver. Screen tests (tests/screens) add the app's
// own extensions on top.
import { render } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { EngineProvider, ScreenView, type Engine, type ScreenConfig } from '../../src/engine'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import { definition as collapse } from '../collapse'
import { Collapse } from '../collapse/Collapse'
import { registerRenderers } from '../index'
import { preloadSmallRenderers } from '../shared/testing'
import { definition as tabs } from '../tabs'
import { Tabs } from '../tabs/Tabs'
import { definition as list } from './index'
import { List } from './List'

export { screenOf } from './screen-of'

await preloadSmallRenderers()

/** Every renderer, with list, tabs and collapse drawn at once; `extend` registers more (the app's presets). */
export function createListEngine(options: FakeServiceOptions = {}, extend?: (engine: Engine) => void): TestEngine {
  return createTestEngine({
    ...options,
    setup: (engine) => {
      if (extend) extend(engine)
      else registerRenderers(engine)
      // The app loads these as lazy chunks; tests draw them at once, so a query needs no wait for a chunk.
      engine.registerRenderer({ ...list, component: List }, { override: true })
      engine.registerRenderer({ ...tabs, component: Tabs }, { override: true })
      engine.registerRenderer({ ...collapse, component: Collapse }, { override: true })
    },
  })
}

export function renderScreenWith(config: ScreenConfig, options: FakeServiceOptions = {}, extend?: (engine: Engine) => void) {
  const engine = createListEngine(options, extend)
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
    /** Whether the end of a list is watched: until it is (its next page not loadable yet), scrolling there asks nothing. */
    endWatched: () => [...live].some(({ targets }) => [...targets].some((t) => t.classList.contains('edu-list__end'))),
    /** Everything observed comes into view (lazy images load; list ends ask for their next page). */
    showAll() {
      for (const { callback, targets } of [...live])
        if (targets.size) callback([...targets].map((target) => ({ isIntersecting: true, target })))
    },
    restore: () => vi.unstubAllGlobals(),
  }
}

/** A fake IntersectionObserver for every test of the file: installed before each, removed after each. */
export function fakeIntersectionObserverPerTest(): Pick<
  ReturnType<typeof fakeIntersectionObserver>,
  'scrollToEnd' | 'showAll' | 'endWatched'
> {
  let current: ReturnType<typeof fakeIntersectionObserver> | undefined
  beforeEach(() => {
    current = fakeIntersectionObserver()
  })
  afterEach(() => current?.restore())
  return { scrollToEnd: () => current?.scrollToEnd(), showAll: () => current?.showAll(), endWatched: () => current?.endWatched() ?? false }
}

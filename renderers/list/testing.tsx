// Test and story helpers for the list, tabs and collapse renderers: an engine that has them (and the throttle
// and preset actions) whether or not the app's registration lists them yet, and a fake IntersectionObserver.
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { EngineProvider, ScreenView, type Engine, type NodeConfig, type Screen } from '../../src/engine'
import { createPresetAction, type ActionPresets } from '../../src/engine/actions/preset'
import { createThrottleAction } from '../../src/engine/actions/throttle'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from '../../src/engine/testing'
import presetsFile from '../../screens/presets/actions.json'
import { definition as collapse } from '../collapse'
import { registerRenderers } from '../index'
import { definition as tabs } from '../tabs'
import { definition as list } from './index'

/** Add what this folder brings to an engine, skipping what is already registered. */
export function registerListExtras(engine: Engine): void {
  if (!engine.renderers.has(list.type)) engine.registerRenderer(list)
  if (!engine.renderers.has(tabs.type)) engine.registerRenderer(tabs)
  if (!engine.renderers.has(collapse.type)) engine.registerRenderer(collapse)
  if (!engine.actions.has('throttle')) engine.registerAction('throttle', createThrottleAction())
  if (!engine.actions.has('preset')) engine.registerAction('preset', createPresetAction(engine, presetsFile.presets as unknown as ActionPresets))
}

export function createListEngine(options: FakeServiceOptions = {}): TestEngine {
  return createTestEngine({
    ...options,
    setup: (engine) => {
      registerRenderers(engine)
      registerListExtras(engine)
    },
  })
}

/** A screen around the nodes, so state set by the list (the selection) re-renders what reads it. */
export function screenOf(body: readonly NodeConfig[], state: Record<string, unknown> = {}): Screen {
  return { $schema: '', id: 'test/list', routes: [{ path: '/test', auth: 'none' }], header: { visible: false }, state, body } as unknown as Screen
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

// What this folder adds to an engine until the app's registration (renderers/index.ts, engine built-ins) lists
// it: the list, tabs and collapse renderers and the throttle and preset actions. Each is skipped when present,
// so tests and stories keep working once the app registers them itself.
import type { Engine, NodeConfig, Screen } from '../../src/engine'
import { createPresetAction, type ActionPresets } from '../../src/engine/actions/preset'
import { createThrottleAction } from '../../src/engine/actions/throttle'
import presetsFile from '../../screens/presets/actions.json'
import { definition as collapse } from '../collapse'
import { definition as tabs } from '../tabs'
import { definition as list } from './index'

export function registerListExtras(engine: Engine): void {
  if (!engine.renderers.has(list.type)) engine.registerRenderer(list)
  if (!engine.renderers.has(tabs.type)) engine.registerRenderer(tabs)
  if (!engine.renderers.has(collapse.type)) engine.registerRenderer(collapse)
  if (!engine.actions.has('throttle')) engine.registerAction('throttle', createThrottleAction())
  if (!engine.actions.has('preset')) engine.registerAction('preset', createPresetAction(engine, presetsFile.presets as unknown as ActionPresets))
}

/** A screen around some nodes, so state they set (a list's selection) re-renders what reads it. */
export function screenOf(body: readonly NodeConfig[], state: Record<string, unknown> = {}): Screen {
  return { $schema: '', id: 'test/list', routes: [{ path: '/test', auth: 'none' }], header: { visible: false }, state, body } as unknown as Screen
}

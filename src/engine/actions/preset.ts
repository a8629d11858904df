// `preset`: run a named action chain kept once for the whole app (screens/presets/actions.json), so a
// dialog such as 积分不足 is written once and used by name: { "action": "preset", "name": "insufficientPoints" }.
import type { Engine } from '../engine'
import type { ActionHandler, Actions } from '../types'
import { runActions } from './run'

export type ActionPresets = Readonly<Record<string, Actions>>

/**
 * The preset runs with the scope of the action that named it (its `then` sees the preset's result).
 * A failing preset fails this action too, so the caller's `catch` runs.
 */
export function createPresetAction(engine: Engine, presets: ActionPresets): ActionHandler {
  return async (action, { screen, scope }) => {
    const name = String(action.name)
    const actions = Object.prototype.hasOwnProperty.call(presets, name) ? presets[name] : undefined
    if (!actions) throw new Error(`no action preset "${name}" (known: ${Object.keys(presets).sort().join(', ')})`)
    const outcome = await runActions(actions, { engine, screen, scope: () => scope })
    if (!outcome.ok) throw outcome.error
    return outcome.value
  }
}

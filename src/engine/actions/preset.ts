// `preset`: run a named action chain kept once for the whole app (screens/presets/actions.json), so a
// dialog such as 积分不足 is written once and used by name: { "action": "preset", "name": "insufficientPoints" }.
import type { Engine } from '../engine'
import type { Action, ActionHandler, ActionOf, Actions } from '../types'
import { runActions } from './run'

export type ActionPresets = Readonly<Record<string, Actions>>

function isAction(value: unknown): value is Action {
  return !!value && typeof value === 'object' && 'action' in value && typeof value.action === 'string'
}

function isActions(value: unknown): value is Actions {
  return Array.isArray(value) ? value.every(isAction) : isAction(value)
}

/** The presets as their JSON file gives them (`screens check` holds each chain to the action schemas). */
export function actionPresets(presets: Readonly<Record<string, unknown>>): ActionPresets {
  return Object.fromEntries(Object.entries(presets).filter((entry): entry is [string, Actions] => isActions(entry[1])))
}

/**
 * The preset runs with the scope of the action that named it (its `then` sees the preset's result).
 * A failing preset fails this action too, so the caller's `catch` runs.
 */
export function createPresetAction(engine: Engine, presets: ActionPresets): ActionHandler<ActionOf<'preset'>> {
  return async (action, { screen, scope }) => {
    const name = action.name
    const actions = Object.prototype.hasOwnProperty.call(presets, name) ? presets[name] : undefined
    if (!actions) throw new Error(`no action preset "${name}" (known: ${Object.keys(presets).sort().join(', ')})`)
    const outcome = await runActions(actions, { engine, screen, scope: () => scope })
    if (!outcome.ok) throw outcome.error
    return outcome.value
  }
}

// `preset`: run a named action chain kept once for the whole app (screens/presets/actions.json), so a
// dialog such as 积分不足 is written once and used by name: { "action": "preset", "name": "insufficientPoints" }.
// A preset that takes parameters ({ "params", "run" }) reads what "with" gives as {{ params.<name> }}.
import type { Engine } from '../engine'
import { paramsFor, presetEntry, takesParams } from '../presets'
import type { Action, ActionHandler, ActionOf, Actions } from '../types'
import { runActions } from './run'

/** The presets as their JSON file gives them: the chain alone, or { params, run }. */
export type ActionPresets = Readonly<Record<string, unknown>>

function isAction(value: unknown): value is Action {
  return !!value && typeof value === 'object' && 'action' in value && typeof value.action === 'string'
}

function isActions(value: unknown): value is Actions {
  return Array.isArray(value) ? value.every(isAction) : isAction(value)
}

/** The presets as their JSON file gives them (`screens check` holds each chain to the action schemas). */
export function actionPresets(presets: Readonly<Record<string, unknown>>): ActionPresets {
  return Object.fromEntries(Object.entries(presets).filter(([, value]) => isActions(takesParams(value) ? value.run : value)))
}

/**
 * The preset runs with the scope of the action that named it (its `then` sees the preset's result), and its
 * "with" resolved in that scope as `params`. A failing preset fails this action too, so the caller's `catch` runs.
 * `presets`: the presets, or a loader of them (the app's file, fetched once and only for a name no screen brought);
 * `brought`: a preset the screens shown so far brought with their chunks, looked up first.
 */
export function createPresetAction(
  engine: Engine,
  presets: ActionPresets | (() => Promise<ActionPresets>),
  brought: (name: string) => unknown = () => undefined,
): ActionHandler<ActionOf<'preset'>> {
  let all: Promise<ActionPresets> | undefined
  const presetsWith = async (name: string): Promise<ActionPresets> => {
    const here = brought(name)
    if (here !== undefined) return { [name]: here }
    if (typeof presets !== 'function') return presets
    all ??= presets().then(actionPresets, (e: unknown) => {
      all = undefined
      throw e
    })
    return all
  }
  return async (action, { screen, scope }) => {
    const name = action.name
    const presetsHere = await presetsWith(name)
    const entry = presetEntry(presetsHere, name, 'run')
    if (!entry || !isActions(entry.content))
      throw new Error(`no action preset "${name}" (known: ${Object.keys(presetsHere).sort().join(', ')})`)
    // "with" arrives resolved in the scope of the action, as every field of an action does.
    const params = paramsFor(entry, action.with)
    const outcome = await runActions(entry.content, { engine, screen, scope: () => ({ ...scope, params }) })
    if (!outcome.ok) throw outcome.error
    return outcome.value
  }
}

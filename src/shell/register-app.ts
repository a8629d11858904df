// What the app registers on an engine besides the engine's own built-ins: the app-wide action presets
// (screens/presets/actions.json) and every renderer. The app, Storybook and screen tests all call this.
import { registerRenderers } from '../../renderers'
import presetsFile from '../../screens/presets/actions.json'
import type { Engine } from '../engine'
import { createPresetAction, type ActionPresets } from '../engine/actions/preset'

export function registerAppExtensions(engine: Engine): void {
  engine.registerAction('preset', createPresetAction(engine, presetsFile.presets as unknown as ActionPresets))
  registerRenderers(engine)
}

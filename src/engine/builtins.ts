import { actionSheetAction } from './actions/action-sheet'
import { builtinActions, navigateAction } from './actions/builtins'
import { ensureAction } from './actions/ensure'
import { popupAction } from './actions/popup'
import { createThrottleAction } from './actions/throttle'
import { callSource, staticSource, storageSource } from './data/builtins'
import type { Engine } from './engine'
import { builtinFunctions } from './functions/builtins'

/** Register the engine's own actions, data sources and expression functions. */
export function registerBuiltins(engine: Engine): void {
  for (const [name, handler] of Object.entries(builtinActions)) engine.registerAction(name, handler)
  engine.registerAction('navigate', navigateAction(engine))
  engine.registerAction('throttle', createThrottleAction())
  engine.registerAction('ensure', ensureAction)
  engine.registerAction('action-sheet', actionSheetAction)
  engine.registerAction('popup', popupAction)
  // Loaded with the first upload: few screens send files, and the entry chunk has no room to spare.
  engine.registerAction('upload', async (a, ctx) => (await import('./actions/upload')).uploadAction(a, ctx))
  engine.registerDataSource('call', callSource)
  engine.registerDataSource('static', staticSource)
  engine.registerDataSource('storage', storageSource)
  for (const [name, fn] of Object.entries(builtinFunctions)) engine.registerFunction(name, fn)
  // t('key', ...values): the engine's own wording table.
  engine.registerFunction('t', (key, ...values) => engine.text(String(key), ...values))
}

// `action-sheet`: the user picks one of a few choices; the chosen one's own actions run in this chain's scope.
// Cancelling stops the chain quietly (CANCELLED), as a cancelled confirm does. The sheet itself is the host's.
import type { ActionHandler, ActionOf } from '../types'
import { CancelledError, str } from './builtins'

export const actionSheetAction: ActionHandler<ActionOf<'action-sheet'>> = async (a, { services, run }) => {
  const chosen = await services.actionSheet({
    title: str(a.title),
    cancelText: str(a.cancelText),
    options: a.options.map((o) => ({
      text: str(o.text) ?? '',
      description: str(o.description),
      danger: o.danger === true,
      disabled: o.disabled === true,
    })),
  })
  const choice = chosen === undefined ? undefined : a.options[chosen]
  if (!choice || choice.disabled === true) throw new CancelledError()
  const outcome = await run(choice.press)
  // The choice's failure is this action's, so the caller's catch runs.
  if (!outcome.ok) throw outcome.error
  return outcome.value
}

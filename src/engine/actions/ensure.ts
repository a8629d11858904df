// `ensure`: fail the chain, quietly, when a value is falsy. Some calls answer success in the envelope but
// mean failure by a falsy payload (spec §7, the manual add: "a truthy response is success"); put
// { "action": "ensure", "value": "{{ result }}" } first in the call's `then` so the toast and back run only
// on a truthy answer. The failure has a code, so it is not reported as a bug; `message` may say why.
import type { ActionHandler, ActionOf } from '../types'

export class NotEnsuredError extends Error {
  readonly code = 'NOT_ENSURED'
  constructor(message = 'not ensured') {
    super(message)
  }
}

export const ensureAction: ActionHandler<ActionOf<'ensure'>> = (action) => {
  if (!action.value) throw new NotEnsuredError(action.message)
  return action.value
}

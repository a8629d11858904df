// `throttle`: stop the rest of an action chain when the same chain ran less than `ms` ago (SPEC §9: adding
// residents is throttled 500 ms). Put it first in a chain; a stopped chain is a quiet CANCELLED failure.
import { CancelledError } from './builtins'
import type { ActionHandler, ActionOf } from '../types'

/** One per engine: the last run of each throttle key lives here, not in a module. */
export function createThrottleAction(now: () => number = Date.now): ActionHandler<ActionOf<'throttle'>> {
  const lastRun = new Map<string, number>()
  return (action) => {
    const key = action.key ?? 'default'
    const ms = action.ms ?? 500
    const at = now()
    const previous = lastRun.get(key)
    if (previous !== undefined && at - previous < ms) throw new CancelledError()
    lastRun.set(key, at)
  }
}

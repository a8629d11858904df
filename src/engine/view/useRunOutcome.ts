// ctx.run never rejects and resolves to undefined when a chain fails, so a caller cannot tell a failure from
// a chain that succeeded with no value. A form's submit must (it rejects so the pressed button stops its
// spinner, and it remembers values only on success): this runs a chain on the node's screen and says how it went.
import { useCallback } from 'react'
import { runActions, withExtra, type Outcome } from '../actions/run'
import type { Actions, Scope } from '../types'
import { useFrame } from './frame'

export type { Outcome }

/** Run actions against the live screen scope plus `extra` (a list item's scope is not added). */
export function useRunOutcome(): (actions: Actions | undefined, extra?: Partial<Scope>) => Promise<Outcome> {
  const frame = useFrame()
  return useCallback((actions, extra) => runActions(actions, extra ? withExtra(frame.run, extra) : frame.run), [frame.run])
}

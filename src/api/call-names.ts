// The whole call table's names and effects, for code that is its own lazy chunk or runs in Node (the remote
// screen's checker, the embedded backend): the browser's entry reads call-wire.ts, which holds only the calls
// loaded so far.
import { callWire } from '../generated/call-wire'
import type { CallName } from '../generated/api'
import { effectOf, type CallEffect } from './call-spec'

/** A name written in a config (or sent at run time) that is a call of the catalogue. */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(callWire, name)
}

/** Whether a call only answers or changes something (the catalogue's `effect`, else by its method). */
export function callEffect(name: CallName): CallEffect {
  return effectOf(callWire[name])
}

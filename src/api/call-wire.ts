// The calls as the browser makes them: method, path and how they are sent, from the table `npm run gen` writes
// out of the catalogue. The client and the beacon read this, not the catalogue, so each call's prose (summary,
// assumptions) stays in Node tools and the lazily loaded embedded backend instead of the entry chunk.
import { callWire } from '../generated/call-wire'
import type { CallName } from '../generated/api'
import { effectOf, type CallEffect, type CallWire } from './call-spec'

/** A name written in a config (or sent at run time) that is a call of the catalogue. */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(callWire, name)
}

/** How a call goes on the wire. */
export function wireOf(name: CallName): CallWire {
  return callWire[name]
}

/** Whether a call only answers or changes something (the catalogue's `effect`, else by its method). */
export function callEffect(name: CallName): CallEffect {
  return effectOf(callWire[name])
}

// The calls as the browser makes them: method, path and how they are sent, from the table `npm run gen` writes
// out of the catalogue. The client and the beacon read this, not the catalogue, so each call's prose (summary,
// assumptions) stays in Node tools and the lazily loaded embedded backend instead of the entry chunk.
//
// Nor is the whole table in the entry (issue 36: 3 kB gzip of it): the entry carries the calls the app's own code
// names (`virtual:edu-entry-calls`, scripts/vite/screen-calls.ts), each screen's chunk brings those its config
// names (added as it arrives, src/shell/screen-words.ts), and a name no chunk brought (a screen from outside the
// build) loads the whole table, once, before it is sent.
import { calls as entryCalls } from 'virtual:edu-entry-calls'
import type { CallName } from '../generated/api'
import { effectOf, type CallEffect, type CallWire } from './call-spec'

const known = new Map<string, CallWire>(Object.entries(entryCalls))
let whole: Promise<void> | undefined

/** Calls a screen's chunk brought. */
export function addCallWire(calls: Readonly<Record<string, CallWire>>): void {
  for (const [name, wire] of Object.entries(calls)) known.set(name, wire)
}

/** A call whose wire is here now (the entry's, or brought by a chunk already loaded). */
export function isKnownCall(name: string): name is CallName {
  return known.has(name)
}

/** Whether a name is a call of the catalogue, loading the whole table when no chunk has brought it. */
export async function ensureCall(name: string): Promise<boolean> {
  if (known.has(name)) return true
  whole ??= import('../generated/call-wire').then(({ callWire }) => addCallWire(callWire))
  await whole
  return known.has(name)
}

/** How a call goes on the wire; only for a call known here (isKnownCall, ensureCall). */
export function wireOf(name: CallName): CallWire {
  const wire = known.get(name)
  if (!wire) throw new Error(`the wire of call ${name} is not loaded`)
  return wire
}

/** Whether a call only answers or changes something (the catalogue's `effect`, else by its method). */
export function callEffect(name: CallName): CallEffect {
  return effectOf(wireOf(name))
}

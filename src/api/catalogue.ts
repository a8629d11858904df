// The catalogue of named calls. Pure data, importable from Node (screens check, gen, the embedded backend)
// and the browser. The engine's `call` data source and action look names up here.
import { areaCalls } from './catalogue/area.ts'
import { contentCalls } from './catalogue/content.ts'
import { homeCalls } from './catalogue/home.ts'
import { hostCalls } from './catalogue/hosts.ts'
import { pointsCalls } from './catalogue/points.ts'
import { residentCalls } from './catalogue/residents.ts'
import { sessionCalls } from './catalogue/session.ts'
import type { CallSpec } from './call-spec.ts'

export type { CallMethod, CallSpec, SchemaId } from './call-spec.ts'

export const catalogue: Record<string, CallSpec> = {
  ...sessionCalls,
  ...residentCalls,
  ...areaCalls,
  ...pointsCalls,
  ...homeCalls,
  ...hostCalls,
  ...contentCalls,
}

export function callNames(): string[] {
  return Object.keys(catalogue).sort()
}

export function hasCall(name: string): boolean {
  return Object.hasOwn(catalogue, name)
}

/** The calls whose path or shape the spec does not show, with what we chose (ASSUMPTIONS.md lists them too). */
export function assumedCalls(): Array<[name: string, note: string]> {
  return callNames().flatMap((name) => {
    const note = catalogue[name].assumed
    return note ? [[name, note] as [string, string]] : []
  })
}

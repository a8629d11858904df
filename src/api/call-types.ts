// The types of named calls, derived from the catalogue: its names, and (through `npm run gen`, which reads the
// catalogue's schemas) each call's request and response. A call is typed by its name wherever it is made.
import type { CallMap, CallName } from '../generated/api.ts'
import type { CatalogueName } from './catalogue.ts'

export type { CallMap, CallName }

/** What a call sends (its args), by name; undefined for a call that takes none. */
export type CallRequest<N extends CallName> = CallMap[N]['request']
/** What a call answers (the envelope's data), by name. */
export type CallResponse<N extends CallName> = CallMap[N]['response']

// The generated map and the catalogue name the same calls; this fails to compile when `npm run gen` is stale.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const generatedMatchesCatalogue: Same<CatalogueName, CallName> = true
generatedMatchesCatalogue // eslint-disable-line @typescript-eslint/no-unused-expressions -- read here so noUnusedLocals keeps this compile-time check

export { isCallName } from './call-names.ts'

// The name a form schema's precompiled validator module has: the build writes it, the browser looks it up.
// Both sides must compute it from the very same schema, so both call this.
import { hashString, sortedJSONStringify, type RJSFSchema } from '@rjsf/utils'

/** Bump when the compile options change, so old outputs are not taken for new ones. */
export const VALIDATOR_FORMAT = 1

// A screen's schema is asked for its name several times on the way to a form's first paint (preload, fetch,
// lookup); a schema is not changed once a screen holds it, so one serialisation per schema object is enough.
const named = new WeakMap<RJSFSchema, string>()

export function validatorFileName(schema: RJSFSchema): string {
  const known = named.get(schema)
  if (known) return known
  const text = sortedJSONStringify(schema)
  // rjsf's hash (hashForSchema: hashString of the same text) is 32 bits and may be negative; the length makes a
  // collision between two real schemas unlikely.
  const name = `v${VALIDATOR_FORMAT}-${hashString(text).replace('-', 'n')}-${text.length.toString(36)}.js`
  named.set(schema, name)
  return name
}

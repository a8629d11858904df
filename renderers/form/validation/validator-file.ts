// The name a form schema's precompiled validator module has: the build writes it, the browser looks it up.
// Both sides must compute it from the very same schema, so both call this.
import { hashForSchema, sortedJSONStringify, type RJSFSchema } from '@rjsf/utils'

/** Bump when the compile options change, so old outputs are not taken for new ones. */
export const VALIDATOR_FORMAT = 1

export function validatorFileName(schema: RJSFSchema): string {
  // rjsf's hash is 32 bits (and may be negative); the length makes a collision between two real schemas unlikely.
  const hash = hashForSchema(schema).replace('-', 'n')
  const length = sortedJSONStringify(schema).length.toString(36)
  return `v${VALIDATOR_FORMAT}-${hash}-${length}.js`
}

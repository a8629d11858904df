// The precompiled validator modules (`npm run forms`, scripts/forms/precompile.ts), each its own lazy chunk, and
// the ones already here. Apart from the validator code itself so a screen can fetch its forms' validators while
// the form code is still coming (the form renderer's preloadFor), and a form drawn after that finds its
// validator at once instead of one render later.
import type { RJSFSchema } from '@rjsf/utils'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'
import { validatorFileName } from './validator-file'

export type Loader = () => Promise<{ default: ValidatorFunctions }>

const modules = import.meta.glob<{ default: ValidatorFunctions }>('./generated/v*.js')

/** Where a schema's precompiled module comes from (`from`: for tests, other modules). */
export function precompiledLoader(schema: RJSFSchema, from: Record<string, Loader> = modules): Loader | undefined {
  return from[`./generated/${validatorFileName(schema)}`]
}

const loaded = new Map<string, ValidatorFunctions>()

/** The schema's precompiled functions, fetched once; undefined when it has none. */
export async function fetchPrecompiled(
  schema: RJSFSchema,
  from: Record<string, Loader> = modules,
): Promise<ValidatorFunctions | undefined> {
  const load = precompiledLoader(schema, from)
  if (!load) return undefined
  const { default: fns } = await load()
  loaded.set(validatorFileName(schema), fns)
  return fns
}

/** The schema's precompiled functions if they are already here. */
export const precompiledHere = (schema: RJSFSchema): ValidatorFunctions | undefined => loaded.get(validatorFileName(schema))

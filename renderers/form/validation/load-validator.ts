// The validator of a form schema: the module precompiled for it at build time when there is one (no Ajv
// compiler, no new Function); else, for a form that arrives at run time (a published page), one that interprets
// the schema (no code generated, so the CSP holds), or Ajv in development (see RUNTIME_VALIDATOR).
import type { RJSFSchema, ValidatorType } from '@rjsf/utils'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import localizeZh from 'ajv-i18n/localize/zh'
import { fetchPrecompiled, precompiledHere, type Loader } from './precompiled-modules'

export { precompiledLoader } from './precompiled-modules'

export type FormValues = Record<string, unknown>
export type FormValidator = ValidatorType<FormValues>

/**
 * Ajv compiles schemas with new Function, which a production build must not contain (CSP, `npm run size`):
 * Ajv at run time exists in development, tests and Storybook, where a screen is edited faster than the
 * precompiler runs, and in a production build only when VITE_FORM_RUNTIME_VALIDATOR=1 asks for it. Every form
 * in screens/ is precompiled by the build; a production build validates any other form (one published at run
 * time) with the interpreter, `interpreted-validator.ts`.
 */
export const RUNTIME_VALIDATOR = import.meta.env.DEV || import.meta.env.VITE_FORM_RUNTIME_VALIDATOR === '1'

async function runtimeValidator(): Promise<FormValidator> {
  if (!RUNTIME_VALIDATOR) {
    const { InterpretedValidator } = await import('./interpreted-validator')
    return new InterpretedValidator<FormValues>(localizeZh)
  }
  const { customizeValidator } = await import('@rjsf/validator-ajv8')
  return customizeValidator<FormValues>({}, localizeZh)
}

/** Messages come out in Chinese (ajv-i18n zh); the form's own messages replace them later, by field. */
export async function loadValidator(
  schema: RJSFSchema,
  modules?: Record<string, Loader>,
): Promise<{ validator: FormValidator; precompiled: boolean }> {
  const fns = await fetchPrecompiled(schema, modules)
  if (!fns) return { validator: await runtimeValidator(), precompiled: false }
  return { validator: precompiledValidator(fns, schema), precompiled: true }
}

const precompiledValidator = (fns: ValidatorFunctions, schema: RJSFSchema): FormValidator =>
  createPrecompiledValidator<FormValues>(fns, schema, localizeZh)

/** The schema's validator at once, when its precompiled module is already here (fetched ahead with the screen). */
export function validatorHere(schema: RJSFSchema): FormValidator | undefined {
  const fns = precompiledHere(schema)
  return fns && precompiledValidator(fns, schema)
}

// Per-field messages from the config (`<field>.<keyword>`), over the Chinese ones ajv-i18n already wrote.
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils'
import type { FormValues } from './validation/load-validator'

/** '.address.city' or '.area.0' -> 'address.city' / 'area' (array items share their field's messages). */
export function fieldPath(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').replace(/\.\d+(?=\.|$)/g, '')
}

function fallback(error: RJSFValidationError): string | undefined {
  const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty
  // ajv-i18n names the missing property by its key (应当有必需属性 userName); the field's title reads better.
  if (error.name === 'required' && typeof missing === 'string' && error.title) return error.message?.replace(missing, error.title)
  return error.message
}

export function messageTransformer(messages: Readonly<Record<string, string>> = {}): ErrorTransformer<FormValues> {
  return (errors) =>
    errors.map((error) => {
      const own = messages[`${fieldPath(error.property)}.${error.name ?? ''}`]
      const message = own ?? fallback(error)
      return { ...error, message, stack: message ?? error.stack }
    })
}

// Per-field messages from the config (`<field>.<keyword>`), over the Chinese ones ajv-i18n already wrote.
import type { ErrorTransformer } from '@rjsf/utils'
import type { FormValues } from './validation/load-validator'

/** '.address.city' or '.area.0' -> 'address.city' / 'area' (array items share their field's messages). */
export function fieldPath(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').replace(/\.\d+(?=\.|$)/g, '')
}

export function messageTransformer(messages: Readonly<Record<string, string>> = {}): ErrorTransformer<FormValues> {
  return (errors) =>
    errors.map((error) => {
      const own = messages[`${fieldPath(error.property)}.${error.name ?? ''}`]
      // Without one, ajv-i18n's Chinese stays (rjsf has already put the field's title in place of its key).
      const message = own ?? error.message
      return { ...error, message, stack: message ?? error.stack }
    })
}

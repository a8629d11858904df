// Checks JSON Schema cannot say: date bounds from ui:options (min/max, 'today') and named validators from
// the engine's registry (ui:options.validator: 'mainland-mobile'). Their messages come from the config's
// messages (<field>.minimum / <field>.maximum / <field>.validator) or the product wording.
import dayjs from 'dayjs'
import { getUiOptions, type CustomValidator, type FormValidation, type UiSchema } from '@rjsf/utils'
import type { Validator, WordingKey } from '../../src/engine'
import { dateBounds, isWithin, parseDate, type DateOptions } from './theme/widgets/date-bounds'
import type { FormValues } from './validation/load-validator'

type Lookup = (name: string) => Validator | undefined
/** The shared wording (the form node's ctx.t). */
type Text = (key: WordingKey, ...values: readonly unknown[]) => string

function passes(validator: Validator, value: unknown): boolean {
  return typeof validator === 'function' ? validator(value) : validator.test(String(value))
}

function checkField(
  path: string,
  value: unknown,
  ui: UiSchema,
  errors: FormValidation,
  messages: Record<string, string>,
  lookup: Lookup,
  text: Text,
): void {
  if (value === undefined || value === null || value === '') return
  const options = getUiOptions(ui)
  if (options.widget === 'date') {
    const bounds = dateBounds(options as DateOptions)
    const date = parseDate(value)
    if (date && !isWithin(date, bounds.min, bounds.max)) {
      const keyword = date < bounds.min ? 'minimum' : 'maximum'
      const range = [bounds.min, bounds.max].map((d) => dayjs(d).format(bounds.format))
      errors.addError(messages[`${path}.${keyword}`] ?? text('dateOutOfRange', range[0], range[1]))
    }
  }
  if (typeof options.validator === 'string') {
    const validator = lookup(options.validator)
    if (validator && !passes(validator, value)) errors.addError(messages[`${path}.validator`] ?? text('invalidValue'))
  }
}

/** rjsf's error tree holds one node per field, each able to take errors (addError). */
function isFormValidation(value: unknown): value is FormValidation {
  return !!value && typeof value === 'object' && 'addError' in value && typeof value.addError === 'function'
}

function childErrors(errors: FormValidation, key: string): FormValidation | undefined {
  const child: unknown = Reflect.get(errors, key)
  return isFormValidation(child) ? child : undefined
}

/** Walk the ui schema beside the values (nested objects included) and check each field it describes. */
export function fieldChecks(
  text: Text,
  messages: Record<string, string> = {},
  lookup: Lookup = () => undefined,
): CustomValidator<FormValues> {
  const walk = (values: FormValues, ui: UiSchema, errors: FormValidation, prefix: string) => {
    for (const [key, fieldUi] of Object.entries(ui)) {
      if (key.startsWith('ui:') || !fieldUi || typeof fieldUi !== 'object') continue
      const fieldErrors = childErrors(errors, key)
      if (!fieldErrors) continue
      const value = values[key]
      const path = prefix ? `${prefix}.${key}` : key
      if (value && typeof value === 'object' && !Array.isArray(value)) walk(value as FormValues, fieldUi as UiSchema, fieldErrors, path)
      else checkField(path, value, fieldUi as UiSchema, fieldErrors, messages, lookup, text)
    }
  }
  return (formData, errors, uiSchema) => {
    walk(formData ?? {}, uiSchema ?? {}, errors, '')
    return errors
  }
}

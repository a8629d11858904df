// The validator of a form that arrives at run time (a published page's `form`): no module was precompiled for
// its schema, and Ajv would compile one with new Function, which the CSP forbids. @cfworker/json-schema walks the
// schema instead of generating code; its findings are put in Ajv's shape so rjsf, ajv-i18n's Chinese and the
// form's own messages treat them exactly as a precompiled validator's.
import { Validator, type Schema } from '@cfworker/json-schema'
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils'
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js'
import type { ErrorObject } from 'ajv'
import { ajvErrors } from './interpreted-errors'

type Localizer = (errors?: ErrorObject[] | null) => void

/** JSON as the form would send it: a field left empty (undefined) is missing, as Ajv counts it. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

/**
 * rjsf's run-time Ajv validator quotes a missing property's name for the localizer, so that rjsf then puts the
 * field's title in its place (应当有必需属性 '姓名'); the words are written on copies, the names stay bare.
 */
function localizeQuoted(errors: ErrorObject[], localize: Localizer): void {
  const quoted = errors.map((error) => {
    const params: Record<string, unknown> = { ...error.params }
    for (const key of ['missingProperty', 'property']) {
      const name = params[key]
      if (typeof name === 'string') params[key] = `'${name}'`
    }
    return { ...error, params }
  })
  localize(quoted)
  quoted.forEach((q, i) => Object.assign(errors[i] ?? {}, { message: q.message }))
}

export class InterpretedValidator<T> implements ValidatorType<T> {
  // The interpreter marks the schema objects it reads (non-enumerable `__absolute_*`): it reads copies.
  private readonly validators = new WeakMap<RJSFSchema, Validator>()

  constructor(private readonly localize?: Localizer) {}

  private validatorFor(schema: RJSFSchema, rootSchema: RJSFSchema): Validator {
    let validator = this.validators.get(schema)
    if (!validator) {
      // A part of the schema (rjsf asks about oneOf options) resolves its `#/definitions/…` in the root's.
      const whole = schema === rootSchema ? schema : { ...schema, definitions: rootSchema.definitions }
      validator = new Validator(structuredClone(whole) as Schema, '7', false)
      this.validators.set(schema, validator)
    }
    return validator
  }

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the signature rjsf's ValidatorType declares
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: T): { errors?: Result[]; validationError?: Error } {
    const data = asJson(formData)
    const { valid, errors: found } = this.validatorFor(schema, schema).validate(data)
    if (valid) return { errors: undefined }
    const errors = ajvErrors(found, schema, data)
    // Never pass a wrong form for lack of words: a finding with no mistake of its own still stops it.
    if (!errors.length) errors.push({ keyword: 'false schema', instancePath: '', schemaPath: '#', params: {}, message: '' })
    if (this.localize) localizeQuoted(errors, this.localize)
    return { errors: errors as Result[] }
  }

  validateFormData(
    formData: T | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<T>,
    transformErrors?: ErrorTransformer<T>,
    uiSchema?: UiSchema<T>,
  ): ValidationData<T> {
    const raw = this.rawValidation(schema, formData)
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema)
  }

  isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
    return this.validatorFor(schema, rootSchema).validate(asJson(formData)).valid
  }
}

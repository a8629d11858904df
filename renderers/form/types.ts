import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { FormNode } from '../../src/generated/screen'
import type { FormValues } from './validation/load-validator'

export type { FormNode }

/** The form node as the renderer uses it: the schema already inlined by the build. */
export interface FormNodeView extends Omit<FormNode, 'schema' | 'ui' | 'initial'> {
  schema: RJSFSchema
  ui?: UiSchema<FormValues>
  initial?: FormValues
}

/** A schema still naming its file: the build did not inline it (a screen loaded without the screens plugin). */
export function isUnresolvedRef(schema: RJSFSchema): boolean {
  return typeof schema.$ref === 'string' && !schema.$ref.startsWith('#') && schema.type === undefined
}

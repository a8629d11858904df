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

/** The props the form takes as written (no templates in them; the same objects let rjsf skip deep compares). */
export type FormRaw = 'schema' | 'ui' | 'messages' | 'remember'

/**
 * The schema as the build leaves it: inlined (an object schema), or still naming its file when a screen was
 * loaded without the screens plugin, a setup mistake. An inlined schema is a JSON Schema: `screens check` has
 * validated it, and rjsf reads it as one.
 */
export function isInlined(schema: FormNode['schema']): schema is Extract<FormNode['schema'], { type: 'object' }> & RJSFSchema {
  return 'type' in schema && schema.type === 'object'
}

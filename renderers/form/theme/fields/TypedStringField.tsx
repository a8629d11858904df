import { getDefaultRegistry } from '@rjsf/core'
import { getUiOptions, type FieldPathList, type FieldProps } from '@rjsf/utils'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { formContextOf } from '../../form-context'

const { StringField } = getDefaultRegistry().fields

/** Widgets where a change is a keystroke; pickers, radios and dates commit at once. */
const PICKED = new Set(['radio', 'select', 'date', 'hidden', 'RadioWidget', 'SelectWidget', 'DateWidget'])

/**
 * Whether keystrokes stay here until typing pauses. ui:options.commit "change" (per field, or for the whole
 * form in ui:globalOptions) hands every keystroke to rjsf at once instead.
 */
export function isTyped(props: Pick<FieldProps, 'schema' | 'uiSchema' | 'registry'>): boolean {
  const { schema } = props
  const { widget, commit } = getUiOptions(props.uiSchema, props.registry.globalUiOptions)
  if (commit === 'change') return false
  if (typeof widget === 'string' && PICKED.has(widget)) return false
  return !schema.enum && !schema.oneOf && !schema.anyOf && !(typeof schema.format === 'string' && schema.format.startsWith('date'))
}

/** Commit what was typed this long after the last keystroke (and at once on blur or submit). */
export const TYPING_PAUSE_MS = 300

/**
 * rjsf's StringField (numbers go through it too), with typing kept here until it pauses. rjsf answers every
 * change by recomputing the whole form's state and visiting every field, which lags on big forms (rjsf #3715,
 * #1961); kept here, a keystroke re-renders this field alone. The value still reaches the form's store at once,
 * so submit and the fields depending on this one see it.
 */
export function TypedStringField(props: FieldProps) {
  const context = formContextOf(props.registry)
  const [draft, setDraft] = useState<{ value: unknown } | null>(null)
  const pending = useRef<{ value: unknown; path: FieldPathList } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(props)
  useLayoutEffect(() => {
    latest.current = props
  })
  const id = props.fieldPathId.$id

  const commit = useCallback(() => {
    clearTimeout(timer.current)
    const change = pending.current
    context.pending.delete(id)
    if (!change) return
    pending.current = null
    latest.current.onChange(change.value, change.path)
  }, [context, id])

  const onChange = useCallback(
    (value: unknown, path: FieldPathList) => {
      pending.current = { value, path }
      setDraft({ value })
      context.store.setAt(path, value)
      context.pending.set(id, commit)
      clearTimeout(timer.current)
      timer.current = setTimeout(commit, TYPING_PAUSE_MS)
    },
    [context, id, commit],
  )
  // Once rjsf has the value (or another change replaced it), show rjsf's value again.
  useEffect(() => {
    if (!pending.current) setDraft(null)
  }, [props.formData])
  useEffect(() => commit, [commit])

  if (!isTyped(props)) return <StringField {...props} />
  return (
    <StringField
      {...props}
      formData={draft ? draft.value : (props.formData as unknown)}
      onChange={onChange}
      onBlur={(fieldId, value) => {
        commit()
        props.onBlur(fieldId, value)
      }}
    />
  )
}

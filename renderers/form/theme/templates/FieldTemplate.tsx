import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils'
import { useState } from 'react'

/**
 * One row: label (with the required mark), the control, and the field's first message under it. Our own
 * fields (ui:field) are single rows too, so they get a label although rjsf would not give them one. Schema
 * descriptions are for developers (often English) and are not shown; ui:description is.
 *
 * A row that has shown a message keeps its line once the message goes: fixing a field (its message leaving when
 * the field loses focus) must not move the rows below while the user's finger is on its way to one of them.
 */
export function FieldTemplate({
  id,
  label,
  children,
  rawErrors,
  required,
  hidden,
  displayLabel,
  classNames,
  style,
  uiSchema,
  schema,
}: FieldTemplateProps) {
  const error = rawErrors?.find(Boolean)
  const [hadError, setHadError] = useState(false)
  if (error && !hadError) setHadError(true)
  if (hidden) return <div hidden>{children}</div>
  const options = getUiOptions(uiSchema)
  const isGroup = schema.type === 'object' && !options.field
  if (isGroup) return <div className={classNames}>{children}</div>
  const showLabel = displayLabel || !!options.field
  const stacked = options.widget === 'textarea' || options.field === 'photos'
  return (
    <div
      className={`edu-form-row${stacked ? ' edu-form-row--stacked' : ''}${error ? ' edu-form-row--error' : ''} ${classNames ?? ''}`}
      style={style}
    >
      <div className="edu-form-row__main">
        {showLabel && (
          <label className="edu-form-row__label" htmlFor={id}>
            {required && (
              <span className="edu-form-row__required" aria-hidden="true">
                *
              </span>
            )}
            {label}
          </label>
        )}
        <div className="edu-form-row__control">{children}</div>
      </div>
      {typeof options.description === 'string' && <div className="edu-form-row__description">{options.description}</div>}
      {error ? (
        <div className="edu-form-row__error" role="alert" id={`${id}__error`}>
          {error}
        </div>
      ) : (
        hadError && <div className="edu-form-row__error-space" aria-hidden="true" />
      )}
    </div>
  )
}

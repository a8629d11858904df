import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils'

/**
 * One row: label (with the required mark), the control, and the field's first message under it. Our own
 * fields (ui:field) are single rows too, so they get a label although rjsf would not give them one. Schema
 * descriptions are for developers (often English) and are not shown; ui:description is.
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
  if (hidden) return <div hidden>{children}</div>
  const options = getUiOptions(uiSchema)
  const isGroup = schema.type === 'object' && !options.field
  if (isGroup) return <div className={classNames}>{children}</div>
  const showLabel = displayLabel || !!options.field
  const error = rawErrors?.find(Boolean)
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
      {error && (
        <div className="edu-form-row__error" role="alert" id={`${id}__error`}>
          {error}
        </div>
      )}
    </div>
  )
}

import type { WidgetProps } from '@rjsf/utils'
import { Input } from 'antd-mobile'
import { formContextOf, formText } from '../../form-context'

/** What an input's text becomes: '' is "no value" (rjsf's emptyValue), so `required` catches a cleared field. */
export function fromText(text: string, emptyValue: unknown): unknown {
  return text === '' ? emptyValue : text
}

export interface InputKind {
  type: 'text' | 'number' | 'tel'
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel'
  maxLength?: number
}

/** A one-line antd-mobile input; the number and phone widgets are this with another keyboard. */
export function TextInput({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  placeholder,
  disabled,
  readonly,
  autofocus,
  options,
  schema,
  rawErrors,
  registry,
  kind,
}: WidgetProps & { kind?: InputKind }) {
  const maxLength = kind?.maxLength ?? (typeof schema.maxLength === 'number' ? schema.maxLength : undefined)
  return (
    <Input
      id={id}
      className="edu-form-input"
      type={kind?.type ?? 'text'}
      inputMode={kind?.inputMode}
      maxLength={maxLength}
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={placeholder || formText(registry, 'inputPlaceholder')}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus} // eslint-disable-line jsx-a11y/no-autofocus -- only when the screen's config asks for it (ui:autofocus)
      aria-invalid={rawErrors?.length ? true : undefined}
      onChange={(text) => onChange(fromText(text, options.emptyValue))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  )
}

export function TextWidget(props: WidgetProps) {
  const numeric = props.schema.type === 'number' || props.schema.type === 'integer'
  return numeric ? <NumberWidget {...props} /> : <TextInput {...props} />
}

/** Numbers: a number input, except on iOS where it is a text input with a numeric keyboard (spec §5). */
export function NumberWidget(props: WidgetProps) {
  const ios = formContextOf(props.registry).ios
  const inputMode = props.schema.type === 'integer' ? 'numeric' : 'decimal'
  return <TextInput {...props} kind={{ type: ios ? 'text' : 'number', inputMode }} />
}

/** A mainland mobile number: 11 digits on the phone keyboard. */
export function PhoneWidget(props: WidgetProps) {
  return <TextInput {...props} kind={{ type: 'tel', inputMode: 'tel', maxLength: 11 }} />
}

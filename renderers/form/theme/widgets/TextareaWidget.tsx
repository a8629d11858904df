import type { WidgetProps } from '@rjsf/utils'
import { TextArea } from 'antd-mobile'
import { formText } from '../../form-context'
import { fromText } from './TextWidget'

export function TextareaWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  placeholder,
  disabled,
  readonly,
  options,
  schema,
  registry,
}: WidgetProps) {
  const rows = typeof options.rows === 'number' ? options.rows : 2
  return (
    <TextArea
      id={id}
      className="edu-form-textarea"
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={placeholder || formText(registry, 'inputPlaceholder')}
      disabled={disabled}
      readOnly={readonly}
      rows={rows}
      autoSize={{ minRows: rows, maxRows: 6 }}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      showCount={typeof schema.maxLength === 'number'}
      onChange={(text) => onChange(fromText(text, options.emptyValue))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  )
}

import type { WidgetProps } from '@rjsf/utils'
import { TextArea } from 'antd-mobile'
import { useState } from 'react'
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
  const text = value === undefined || value === null ? '' : String(value)
  // Empty, the box is its rows high, which is what autoSize would work out through a forced layout of the whole
  // page as the form first draws (10-16 ms of the add-resident form's first visit). It grows from the first
  // character on, and stays sized once it has, so clearing the text takes the box back down.
  const [autoSized, setAutoSized] = useState(text !== '')
  if (text !== '' && !autoSized) setAutoSized(true)
  return (
    <TextArea
      id={id}
      className="edu-form-textarea"
      value={text}
      placeholder={placeholder || formText(registry, 'inputPlaceholder')}
      disabled={disabled}
      readOnly={readonly}
      rows={rows}
      autoSize={autoSized ? { minRows: rows, maxRows: 6 } : false}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      showCount={typeof schema.maxLength === 'number'}
      onChange={(text) => onChange(fromText(text, options.emptyValue))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  )
}

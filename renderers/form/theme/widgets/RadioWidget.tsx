import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils'
import { Radio } from 'antd-mobile'

/** Choices side by side; each choice is addressed by its index, so values of any type work. */
export function RadioWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  const choices = options.enumOptions ?? []
  const index = enumOptionsIndexForValue(value, choices)
  return (
    <Radio.Group
      value={typeof index === 'string' ? index : null}
      disabled={disabled || readonly}
      onChange={(i) => onChange(enumOptionsValueForIndex(String(i), choices, options.emptyValue))}
    >
      <div className="edu-form-radios" id={id} role="radiogroup">
        {choices.map((choice, i) => (
          <Radio key={i} value={String(i)} id={`${id}-${i}`}>
            {choice.label}
          </Radio>
        ))}
      </div>
    </Radio.Group>
  )
}

import type { WidgetProps } from '@rjsf/utils'
import { Checkbox } from 'antd-mobile'

/** One yes/no box with its words beside it (an agreement): the schema's title is the box's label, so the row shows no other. */
export function CheckboxWidget({ id, value, label, onChange, disabled, readonly, required }: WidgetProps) {
  return (
    <div className="edu-form-checkbox">
      <Checkbox id={id} checked={value === true} disabled={disabled || readonly} onChange={(checked) => onChange(checked)}>
        {required && (
          <span className="edu-form-row__required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </Checkbox>
    </div>
  )
}

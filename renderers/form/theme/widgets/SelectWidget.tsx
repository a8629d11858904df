import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils'
import { Picker } from 'antd-mobile'
import { useState } from 'react'
import { PickerRow } from './PickerRow'

/** One choice from a list, in antd-mobile's bottom picker; choices are addressed by index, as in RadioWidget. */
export function SelectWidget({ id, value, onChange, disabled, readonly, options, placeholder, rawErrors, label }: WidgetProps) {
  const [open, setOpen] = useState(false)
  const choices = options.enumOptions ?? []
  const index = enumOptionsIndexForValue(value, choices)
  const chosen = typeof index === 'string' ? choices[Number(index)] : undefined
  return (
    <>
      <PickerRow id={id} text={chosen?.label} placeholder={placeholder} disabled={disabled || readonly} invalid={!!rawErrors?.length} onOpen={() => setOpen(true)} />
      <Picker
        title={label}
        visible={open}
        destroyOnClose
        columns={[choices.map((c, i) => ({ label: c.label, value: String(i) }))]}
        value={typeof index === 'string' ? [index] : []}
        onClose={() => setOpen(false)}
        onConfirm={([i]) => onChange(i === null || i === undefined ? options.emptyValue : enumOptionsValueForIndex(String(i), choices, options.emptyValue))}
      />
    </>
  )
}

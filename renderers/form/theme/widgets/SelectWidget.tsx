import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils'
import { useMemo } from 'react'
import { PickerRow, popupClassOf } from './PickerRow'
import { useOnDemand } from './useOnDemand'

/** One choice from a list, in antd-mobile's bottom picker; choices are addressed by index, as in RadioWidget. */
export function SelectWidget({ id, value, onChange, disabled, readonly, options, placeholder, rawErrors, label, registry }: WidgetProps) {
  const picker = useOnDemand(registry)
  const choices = useMemo(() => options.enumOptions ?? [], [options.enumOptions])
  const index = enumOptionsIndexForValue(value, choices)
  const chosen = typeof index === 'string' ? choices[Number(index)] : undefined
  // Stable arrays: antd-mobile's picker resets its wheel when these change identity.
  const columns = useMemo(() => [choices.map((c, i) => ({ label: c.label, value: String(i) }))], [choices])
  const pickerValue = useMemo(() => (typeof index === 'string' ? [index] : []), [index])
  return (
    <>
      <PickerRow
        id={id}
        registry={registry}
        text={chosen?.label}
        placeholder={placeholder}
        disabled={disabled || readonly}
        invalid={!!rawErrors?.length}
        onOpen={picker.show}
        onReach={picker.reach}
      />
      {picker.parts && (
        <picker.parts.Picker
          title={label}
          visible={picker.open}
          popupClassName={popupClassOf(id)}
          destroyOnClose
          columns={columns}
          value={pickerValue}
          onClose={picker.hide}
          onConfirm={([i]) =>
            onChange(i === null || i === undefined ? options.emptyValue : enumOptionsValueForIndex(String(i), choices, options.emptyValue))
          }
        />
      )}
    </>
  )
}

import type { WidgetProps } from '@rjsf/utils'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { dateBounds, parseDate, type DateOptions } from './date-bounds'
import { PickerRow } from './PickerRow'
import { useOnDemand } from './useOnDemand'

/** A day between ui:options min and max (default 1900-01-01 to today), kept as text in `format` (YYYY-MM-DD). */
export function DateWidget({ id, value, onChange, disabled, readonly, options, placeholder, rawErrors, label, registry }: WidgetProps) {
  const picker = useOnDemand(registry)
  const open = picker.open
  // Bounds are worked out when the picker opens, so "today" is today even on a page left open overnight.
  const bounds = useMemo(() => dateBounds(options as DateOptions), [options, open]) // eslint-disable-line react-hooks/exhaustive-deps -- `open` on purpose: the bounds are worked out again each time the picker opens
  const date = parseDate(value)
  return (
    <>
      <PickerRow
        id={id}
        registry={registry}
        text={date ? dayjs(date).format(bounds.format) : undefined}
        placeholder={placeholder}
        disabled={disabled || readonly}
        invalid={!!rawErrors?.length}
        onOpen={picker.show}
        onReach={picker.reach}
      />
      {picker.parts && (
        <picker.parts.DatePicker
          title={label}
          visible={open}
          destroyOnClose
          precision="day"
          min={bounds.min}
          max={bounds.max}
          value={date ?? null}
          onClose={picker.hide}
          onConfirm={(d) => onChange(dayjs(d).format(bounds.format))}
        />
      )}
    </>
  )
}

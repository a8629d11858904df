import type { WidgetProps } from '@rjsf/utils'
import { DatePicker } from 'antd-mobile'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { dateBounds, parseDate, type DateOptions } from './date-bounds'
import { PickerRow } from './PickerRow'

/** A day between ui:options min and max (default 1900-01-01 to today), kept as text in `format` (YYYY-MM-DD). */
export function DateWidget({ id, value, onChange, disabled, readonly, options, placeholder, rawErrors, label, registry }: WidgetProps) {
  const [open, setOpen] = useState(false)
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
        onOpen={() => setOpen(true)}
      />
      <DatePicker
        title={label}
        visible={open}
        destroyOnClose
        precision="day"
        min={bounds.min}
        max={bounds.max}
        value={date ?? null}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange(dayjs(d).format(bounds.format))}
      />
    </>
  )
}

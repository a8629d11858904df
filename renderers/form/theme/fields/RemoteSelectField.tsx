import { getUiOptions, type FieldProps } from '@rjsf/utils'
import { useEffect, useMemo, useRef } from 'react'
import { useDataSource, useScopeValue } from '../../../../src/engine'
import { formContextOf, formText, runFromField } from '../../form-context'
import { useFieldValue } from '../../values-store'
import { PickerRow, popupClassOf } from '../widgets/PickerRow'
import { useOnDemand } from '../widgets/useOnDemand'
import { regionCode } from '../../../shared/region-code'
import type { RemotePreset, RemoteSelectOptions } from './remote-presets'

interface Choice {
  label: string
  value: string
}

function choicesOf(data: unknown, labelKey: string, valueKey: string): Choice[] | undefined {
  if (!Array.isArray(data)) return undefined
  return data.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const row = item as Record<string, unknown>
    return row[valueKey] === undefined ? [] : [{ label: String(row[labelKey] ?? row[valueKey]), value: String(row[valueKey]) }]
  })
}

/**
 * A picker whose options come from a data source the config names (ui:options.options, or a screen source by
 * name in ui:options.source) and depend on another field (ui:options.parent): opened
 * before the parent is chosen it says what to choose first; when the parent changes its value is cleared
 * (and so, in turn, are the fields depending on it); a value whose options no longer hold it is cleared
 * once they load (a remembered street of another district).
 */
export function RemoteSelectField({ preset, ...props }: FieldProps & { preset: RemotePreset }) {
  const formData: unknown = props.formData
  const { fieldPathId, onChange, registry, uiSchema, disabled, readonly, rawErrors, schema, title } = props
  const options = getUiOptions(uiSchema) as RemoteSelectOptions & { placeholder?: string }
  const context = formContextOf(registry)
  const parentValue = useFieldValue(context.store, options.parent)
  const parentCode = options.parent ? regionCode(parentValue) : ''
  const picker = useOnDemand(registry)

  const source = parentCode === undefined ? null : (options.options ?? null)
  const node = context.node.current
  const scoped = { ...node, scope: { ...node.scope, form: context.store.get() } }
  const written = useDataSource(source, scoped)
  const named = useScopeValue(options.source && parentCode !== undefined ? `data.${options.source}` : undefined)
  const data = options.source ? named : written.data
  const loading = options.source ? named === undefined && parentCode !== undefined : written.loading
  const choices = choicesOf(data, options.labelKey ?? 'name', options.valueKey ?? 'code')

  // A new parent makes the old choice meaningless. The first value seen is the starting one (prefilled), kept.
  const lastParent = useRef(parentCode)
  useEffect(() => {
    if (lastParent.current === parentCode) return
    lastParent.current = parentCode
    if (formData !== undefined) onChange(undefined, fieldPathId.path)
  }, [parentCode]) // eslint-disable-line react-hooks/exhaustive-deps -- only a new parent clears the choice; a new onChange or value must not

  const value = typeof formData === 'string' || typeof formData === 'number' ? String(formData) : undefined
  useEffect(() => {
    if (value !== undefined && choices && !loading && !choices.some((c) => c.value === value)) onChange(undefined, fieldPathId.path)
  }, [choices?.length, loading, value]) // eslint-disable-line react-hooks/exhaustive-deps -- re-checked when the choices arrive or the value changes, not for a new onChange

  const pickerValue = useMemo(() => (value === undefined ? [] : [value]), [value])
  const columns = useMemo(() => [choices ?? []], [data, options.labelKey, options.valueKey]) // eslint-disable-line react-hooks/exhaustive-deps -- choices is derived from these each render; the picker needs the same array until they change

  const openPicker = () => {
    if (parentCode === undefined) {
      const text = options.parentMissing ?? (preset.parentMissing && formText(registry, preset.parentMissing))
      if (text) void runFromField(registry, { action: 'toast', text })
      return
    }
    picker.show()
  }

  return (
    <>
      <PickerRow
        registry={registry}
        id={fieldPathId.$id}
        text={choices?.find((c) => c.value === value)?.label}
        placeholder={options.placeholder}
        disabled={disabled || readonly}
        invalid={!!rawErrors?.length}
        onOpen={openPicker}
        onReach={picker.reach}
      />
      {picker.parts && (
        <picker.parts.Picker
          title={uiSchema?.['ui:title'] ?? title ?? schema.title}
          visible={picker.open}
          popupClassName={popupClassOf(fieldPathId.$id)}
          destroyOnClose
          loading={loading}
          columns={columns}
          value={pickerValue}
          onClose={picker.hide}
          onConfirm={([chosen]) => onChange(chosen === null || chosen === undefined ? undefined : String(chosen), fieldPathId.path)}
        />
      )}
    </>
  )
}

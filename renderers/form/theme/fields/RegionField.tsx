import type { FieldProps } from '@rjsf/utils'
import type { CascadePickerOption } from 'antd-mobile'
import { useEffect, useMemo, useState } from 'react'
import { PickerRow, popupClassOf } from '../widgets/PickerRow'
import { useOnDemand } from '../widgets/useOnDemand'
import { labelsOf, loadRegionTree } from './region-tree'

const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** ui:field "region": province, city and district, kept as their 6-digit codes ['330000', '330100', '330106']. */
export function RegionField({
  fieldPathId,
  formData,
  onChange,
  disabled,
  readonly,
  uiSchema,
  rawErrors,
  schema,
  title,
  registry,
}: FieldProps) {
  const [tree, setTree] = useState<CascadePickerOption[] | undefined>()
  const picker = useOnDemand(registry)
  const codes = useMemo(() => codesOf(formData), [formData])
  // The tree (about 28 KB gzip) loads when there are codes to name (a remembered area) or when the user
  // reaches for the picker (pointer down comes a moment before the tap opens it), not with every first visit.
  const [wanted, setWanted] = useState(codes.length > 0)
  const want = () => {
    setWanted(true)
    picker.reach()
  }
  useEffect(() => {
    if (!wanted && codes.length === 0) return
    let live = true
    loadRegionTree().then(
      (t) => live && setTree(t),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, codes.length])
  const text = tree ? labelsOf(tree, codes).join(' ') : ''
  const placeholder = uiSchema?.['ui:placeholder']
  return (
    <>
      <PickerRow
        registry={registry}
        id={fieldPathId.$id}
        text={text}
        placeholder={placeholder}
        disabled={disabled || readonly}
        invalid={!!rawErrors?.length}
        onReach={want}
        onOpen={() => {
          setWanted(true)
          picker.show()
        }}
      />
      {picker.parts && (
        <picker.parts.CascadePicker
          title={uiSchema?.['ui:title'] ?? title ?? schema.title}
          visible={picker.open}
          popupClassName={popupClassOf(fieldPathId.$id)}
          destroyOnClose
          loading={!tree}
          options={tree ?? []}
          value={codes}
          onClose={picker.hide}
          onConfirm={(value) => {
            const chosen = value.filter((v): v is string => typeof v === 'string' && v !== '')
            onChange(chosen.length ? chosen : undefined, fieldPathId.path)
          }}
        />
      )}
    </>
  )
}

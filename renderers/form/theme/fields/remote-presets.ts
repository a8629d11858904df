// The dependent pickers the spec names (§5): a street needs an area, a committee needs a street. Both come
// from the same area service, by the parent's code. A config may override any part in ui:options.
import type { DataSource } from '../../../../src/generated/screen'
import { formWording } from '../../wording'

export interface RemoteSelectOptions {
  /** The field this one depends on; its value (the last code, for a region) is the parent code. */
  parent?: string
  /** Where the options come from; `form` in its templates holds the form's values. Default: by preset. */
  options?: DataSource
  /** Told when the picker is opened before its parent is chosen. */
  parentMissing?: string
  labelKey?: string
  valueKey?: string
}

export interface RemotePreset {
  parentMissing?: string
  source?(parentCode: string): DataSource
}

const byParent = (parentCode: string): DataSource => ({ call: 'area.streets', params: { parentCode } })

export const remotePresets = {
  street: { parentMissing: formWording.areaFirst, source: byParent },
  committee: { parentMissing: formWording.streetFirst, source: byParent },
  'remote-select': {},
} satisfies Record<string, RemotePreset>

/** The parent's code: the value itself, or the last code of a region. */
export function parentCodeOf(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value[value.length - 1] : value
  return typeof last === 'string' && last !== '' ? last : typeof last === 'number' ? String(last) : undefined
}

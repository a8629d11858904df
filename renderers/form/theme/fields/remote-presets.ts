// The dependent pickers the spec names (§5): a street needs an area, a committee needs a street. What a preset
// gives is the message for a picker opened too early; where the options come from is the config's to say
// (ui:options.options, a data source such as { "region": "{{ form.area }}" }, or ui:options.source, the name of
// one of the screen's data sources), never a call named here.
import type { WordingKey } from '../../../../src/engine'

export interface RemoteSelectOptions {
  /** The field this one depends on; its value (the last code, for a region) is the parent code. */
  parent?: string
  /** Where the options come from: a data source, resolved with the form's values as `form`. */
  options?: object
  /** Or the name of one of the screen's data sources (data.<name>), a list of options. */
  source?: string
  /** Told when the picker is opened before its parent is chosen. */
  parentMissing?: string
  labelKey?: string
  valueKey?: string
}

export interface RemotePreset {
  /** The shared wording told when the parent is not chosen yet. */
  parentMissing?: WordingKey
}

export const remotePresets = {
  street: { parentMissing: 'areaFirst' },
  committee: { parentMissing: 'streetFirst' },
  'remote-select': {},
} satisfies Record<string, RemotePreset>

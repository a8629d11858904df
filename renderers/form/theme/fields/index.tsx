// Fields of the antd-mobile theme: strings that keep typing local, the region cascade, and the pickers whose
// options come by API.
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils'
import { RegionField } from './RegionField'
import { remotePresets } from './remote-presets'
import { RemoteSelectField } from './RemoteSelectField'
import { TypedStringField } from './TypedStringField'
import { PhotosField } from './PhotosField'
import { SearchSelectField } from './SearchSelectField'

const StreetField = (props: FieldProps) => <RemoteSelectField {...props} preset={remotePresets.street} />
const CommitteeField = (props: FieldProps) => <RemoteSelectField {...props} preset={remotePresets.committee} />
const RemoteField = (props: FieldProps) => <RemoteSelectField {...props} preset={remotePresets['remote-select']} />

export const fields: RegistryFieldsType = {
  StringField: TypedStringField,
  region: RegionField,
  street: StreetField,
  committee: CommitteeField,
  'remote-select': RemoteField,
  photos: PhotosField,
  'search-select': SearchSelectField,
}

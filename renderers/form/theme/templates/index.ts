// Templates of the antd-mobile theme. Error lists, descriptions and per-field error blocks are drawn by
// FieldTemplate itself (one message under the field), so rjsf's own are switched off.
import type { TemplatesType } from '@rjsf/utils'
import { FieldTemplate } from './FieldTemplate'
import { ObjectFieldTemplate } from './ObjectFieldTemplate'

const Nothing = () => null

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
}

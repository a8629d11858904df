// Widgets of the antd-mobile theme, by the names a config uses in ui:widget (rjsf's own names map here too).
import type { RegistryWidgetsType } from '@rjsf/utils'
import { DateWidget } from './DateWidget'
import { ImagesWidget } from './ImagesWidget'
import { RadioWidget } from './RadioWidget'
import { SelectWidget } from './SelectWidget'
import { TextareaWidget } from './TextareaWidget'
import { NumberWidget, PhoneWidget, TextWidget } from './TextWidget'

export const widgets: RegistryWidgetsType = {
  TextWidget,
  text: TextWidget,
  NumberWidget,
  number: NumberWidget,
  UpDownWidget: NumberWidget,
  updown: NumberWidget,
  PhoneWidget,
  phone: PhoneWidget,
  TextareaWidget,
  textarea: TextareaWidget,
  RadioWidget,
  radio: RadioWidget,
  SelectWidget,
  select: SelectWidget,
  DateWidget,
  date: DateWidget,
  images: ImagesWidget,
}

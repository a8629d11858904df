// Our rjsf theme: antd-mobile widgets, our templates, and the region / street / committee fields. Given to
// Form as constant objects (not through withTheme, which builds new ones on every render and so makes rjsf
// rebuild its registry on every keystroke).
import type { FormProps } from '@rjsf/core'
import type { FormValues } from '../validation/load-validator'
import { fields } from './fields'
import { templates } from './templates'
import { widgets } from './widgets'

export const theme: Pick<FormProps<FormValues>, 'fields' | 'templates' | 'widgets'> = { widgets, templates, fields }

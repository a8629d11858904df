import { ActionSheet, Dialog, Toast } from 'antd-mobile'
import { enableAntdMobileOnReact19 } from './antd-react19'

enableAntdMobileOnReact19()

export { ActionSheet, Dialog, Toast }

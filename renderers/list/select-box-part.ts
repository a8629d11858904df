import type { CheckboxProps } from 'antd-mobile'
import { lazyComponent } from '../../src/engine'

/**
 * The row checkbox of a list that selects (antd-mobile's Checkbox, in its own chunk): fetched with the screen's
 * code by the list's preloadFor, so rows draw it from their first render.
 */
export const SelectBox = lazyComponent<CheckboxProps>(async () => (await import('./select-box')).Checkbox)

import type { CheckboxProps } from 'antd-mobile'
import type { ComponentType } from 'react'

export type SelectBox = ComponentType<CheckboxProps>

let loaded: SelectBox | undefined

/** The row checkbox of a list that selects, fetched once; rejects as the fetch does (the next call asks again). */
export async function loadSelectBox(): Promise<SelectBox> {
  loaded ??= (await import('./select-box')).Checkbox
  return loaded
}

/** The checkbox if it is here already (fetched with the screen's code), so rows draw it from their first render. */
export function selectBoxHere(): SelectBox | undefined {
  return loaded
}

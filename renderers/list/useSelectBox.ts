import { useLazyPart } from '../shared/useLazyPart'
import { loadSelectBox, selectBoxHere, type SelectBox } from './select-box-loader'

/**
 * The row checkbox for a list that selects. It normally comes with the screen's code (the list's preloadFor) and
 * is here from the first render; a list drawn without that (a story, a pasted config) draws its rows without
 * boxes for the moment it takes to arrive.
 */
export function useSelectBox(wanted: boolean): SelectBox | undefined {
  return useLazyPart(wanted, loadSelectBox, selectBoxHere)
}

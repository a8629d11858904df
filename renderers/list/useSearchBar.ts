import type { ComponentType } from 'react'
import type { SearchBarProps } from 'antd-mobile'
import { lazyComponent } from '../../src/engine'
import { useLazyPart } from '../shared/useLazyPart'

// Its own chunk (antd-mobile's SearchBar and input), fetched only by lists with a search box.
const SearchBar = lazyComponent(async () => (await import('./search-box')).SearchBar)
const loadSearchBar = () => SearchBar.preload()

/**
 * antd-mobile's SearchBar once it is here, for a list with a search box; undefined until then (the list shows a
 * box of its height). Fetched after the list has drawn, not while it draws: the screen does not wait for it, and
 * it does not compete with the screen's own code and data.
 */
export function useSearchBar(wanted: boolean): ComponentType<SearchBarProps> | undefined {
  return useLazyPart(wanted, loadSearchBar)
}

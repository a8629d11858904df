import { useEffect, useState, type ComponentType } from 'react'
import { lazyComponent } from '../../src/engine'
import type { SearchBarProps } from 'antd-mobile'

// Its own chunk (antd-mobile's SearchBar and input), fetched only by lists with a search box.
const SearchBar = lazyComponent(async () => (await import('./search-box')).SearchBar)

/**
 * antd-mobile's SearchBar once it is here, for a list with a search box; undefined until then (the list shows a
 * box of its height). Fetched after the list has drawn, not while it draws: the screen does not wait for it, and
 * it does not compete with the screen's own code and data.
 */
export function useSearchBar(wanted: boolean): ComponentType<SearchBarProps> | undefined {
  const [part, setPart] = useState<ComponentType<SearchBarProps>>()
  useEffect(() => {
    if (!wanted || part) return
    let live = true
    SearchBar.preload().then(
      (component) => live && setPart(() => component),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, part])
  return part
}

import { lazyRenderer } from '../../src/engine'
import type { SearchBarNode } from '../../src/generated/screen'

// Its own chunk, loaded the first time a screen shows one (antd-mobile's SearchBar, Input and Button).
export const definition = lazyRenderer<SearchBarNode>('search-bar', () => import('./SearchBar').then((m) => m.SearchBar))

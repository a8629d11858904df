import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { SearchBarNode } from '../../src/generated/screen'

// Its own chunk, loaded the first time a screen shows one (antd-mobile's SearchBar, Input and Button).
const SearchBar = lazyComponent(() => import('./SearchBar').then((m) => m.SearchBar))

export const definition: RendererDefinition<SearchBarNode> = { type: 'search-bar', component: SearchBar, preload: SearchBar.preload }

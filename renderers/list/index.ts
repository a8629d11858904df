import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { ListNode } from '../../src/generated/screen'
import { loadSelectBox } from './select-box-loader'

// Its own chunk, loaded the first time a screen shows one (it keeps antd-mobile parts out of the entry).
const List = lazyComponent(() => import('./List').then((m) => m.List))

// The templates are resolved per record.
export const definition: RendererDefinition<ListNode, 'item' | 'empty' | 'footer'> = {
  type: 'list',
  component: List,
  preload: List.preload,
  // A list that selects draws a checkbox on each row: its code comes with the screen's.
  preloadFor: async (node) => (node.select ? loadSelectBox() : undefined),
  raw: ['item', 'empty', 'footer'],
}

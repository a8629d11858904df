import { lazyRenderer } from '../../src/engine'
import type { ListNode } from '../../src/generated/screen'
import { loadSelectBox } from './select-box-loader'

// Its own chunk, loaded the first time a screen shows one (it keeps antd-mobile parts out of the entry).
// The templates are resolved per record.
export const definition = lazyRenderer<ListNode, 'item' | 'empty' | 'footer'>('list', () => import('./List').then((m) => m.List), {
  // A list that selects draws a checkbox on each row: its code comes with the screen's.
  preloadFor: async (node) => (node.select ? loadSelectBox() : undefined),
  raw: ['item', 'empty', 'footer'],
})

import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { ListNode } from '../../src/generated/screen'

// Its own chunk, loaded the first time a screen shows one (it keeps antd-mobile parts out of the entry).
const List = lazyComponent(async () => (await import('./List')).List)

// The templates are resolved per record.
export const definition: RendererDefinition<ListNode, 'item' | 'empty' | 'footer'> = {
  type: 'list',
  component: List,
  preload: List.preload,
  raw: ['item', 'empty', 'footer'],
}

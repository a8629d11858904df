import type { RendererDefinition } from '../../src/engine'
import type { ListNode } from '../../src/generated/screen'
import { List } from './List'

// The source is resolved by the paging hook (with the search param), the templates per record.
export const definition: RendererDefinition<ListNode> = { type: 'list', component: List, raw: ['source', 'item', 'empty', 'footer'] }

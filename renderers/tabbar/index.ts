import type { RendererDefinition } from '../../src/engine'
import type { TabbarNode } from '../../src/generated/screen'
import { Tabbar } from './Tabbar'

// `tab` is a template over each record: resolved per record, with the record as item.
export const definition: RendererDefinition<TabbarNode, 'tab'> = { type: 'tabbar', component: Tabbar, raw: ['tab'] }

import { lazyRenderer } from '../../src/engine'
import type { TabbarNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen; `tab` is a template over each record (resolved per record, the record as item).
export const definition = lazyRenderer<TabbarNode, 'tab'>('tabbar', () => import('./Tabbar').then((m) => m.Tabbar), { raw: ['tab'] })

import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { TabsNode } from '../../src/generated/screen'

// Its own chunk, loaded the first time a screen shows one, so the entry does not carry it.
const Tabs = lazyComponent(() => import('./Tabs').then((m) => m.Tabs))

// Each tab's title is resolved when drawn and its body only when the tab is shown.
export const definition: RendererDefinition<TabsNode, 'tabs'> = { type: 'tabs', component: Tabs, preload: Tabs.preload, raw: ['tabs'] }

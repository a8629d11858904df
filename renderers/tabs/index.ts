import { lazyRenderer } from '../../src/engine'
import type { TabsNode } from '../../src/generated/screen'

// Its own chunk, loaded the first time a screen shows one, so the entry does not carry it.
// Each tab's title is resolved when drawn and its body only when the tab is shown.
export const definition = lazyRenderer<TabsNode, 'tabs'>('tabs', () => import('./Tabs').then((m) => m.Tabs), { raw: ['tabs'] })

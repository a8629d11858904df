import type { RendererDefinition } from '../../src/engine'
import type { TabsNode } from '../../src/generated/screen'
import { Tabs } from './Tabs'

// Each tab's title is resolved when drawn and its body only when the tab is shown.
export const definition: RendererDefinition<TabsNode> = { type: 'tabs', component: Tabs, raw: ['tabs'] }

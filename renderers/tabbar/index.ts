import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { TabbarNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen; `tab` is a template over each record (resolved per record, the record as item).
const Tabbar = lazyComponent<RendererProps<TabbarNode, 'tab'>>(() => import('./Tabbar').then((m) => m.Tabbar))

export const definition: RendererDefinition<TabbarNode, 'tab'> = {
  type: 'tabbar',
  component: Tabbar,
  raw: ['tab'],
  preload: Tabbar.preload,
}

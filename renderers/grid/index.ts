import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { GridNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen; `entry` is a template over each record (resolved per record, the record as item).
const Grid = lazyComponent<RendererProps<GridNode, 'entry'>>(() => import('./Grid').then((m) => m.Grid))

export const definition: RendererDefinition<GridNode, 'entry'> = { type: 'grid', component: Grid, raw: ['entry'], preload: Grid.preload }

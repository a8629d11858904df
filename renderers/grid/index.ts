import { lazyRenderer } from '../../src/engine'
import type { GridNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen; `entry` is a template over each record (resolved per record, the record as item).
export const definition = lazyRenderer<GridNode, 'entry'>('grid', () => import('./Grid').then((m) => m.Grid), { raw: ['entry'] })

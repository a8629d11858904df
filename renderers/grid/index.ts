import type { RendererDefinition } from '../../src/engine'
import type { GridNode } from '../../src/generated/screen'
import { Grid } from './Grid'

// `entry` is a template over each record: resolved per record, with the record as item.
export const definition: RendererDefinition<GridNode, 'entry'> = { type: 'grid', component: Grid, raw: ['entry'] }

import type { RendererDefinition } from '../../src/engine'
import type { CellGroupNode } from '../../src/generated/screen'
import { CellGroup } from './CellGroup'

export const definition: RendererDefinition<CellGroupNode, 'body'> = { type: 'cell-group', component: CellGroup, raw: ['body'] }

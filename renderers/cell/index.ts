import type { RendererDefinition } from '../../src/engine'
import type { CellNode } from '../../src/generated/screen'
import { Cell } from './Cell'

export const definition: RendererDefinition<CellNode> = { type: 'cell', component: Cell }

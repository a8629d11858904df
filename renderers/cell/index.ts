import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { CellNode } from '../../src/generated/screen'

// antd-mobile's List item: its own chunk, fetched with the screen (preload) so rows have their height when drawn.
const Cell = lazyComponent<RendererProps<CellNode>>(() => import('./Cell').then((m) => m.Cell))

export const definition: RendererDefinition<CellNode> = { type: 'cell', component: Cell, preload: Cell.preload }

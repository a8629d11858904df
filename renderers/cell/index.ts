import { lazyRenderer } from '../../src/engine'
import type { CellNode } from '../../src/generated/screen'

// antd-mobile's List item: its own chunk, fetched with the screen (preload) so rows have their height when drawn.
export const definition = lazyRenderer<CellNode>('cell', () => import('./Cell').then((m) => m.Cell))

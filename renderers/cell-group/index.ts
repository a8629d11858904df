import { lazyRenderer } from '../../src/engine'
import type { CellGroupNode } from '../../src/generated/screen'

// antd-mobile's List: its own chunk, fetched with the screen.
export const definition = lazyRenderer<CellGroupNode, 'body'>('cell-group', () => import('./CellGroup').then((m) => m.CellGroup), {
  raw: ['body'],
})

import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { CellGroupNode } from '../../src/generated/screen'

// antd-mobile's List: its own chunk, fetched with the screen.
const CellGroup = lazyComponent<RendererProps<CellGroupNode, 'body'>>(() => import('./CellGroup').then((m) => m.CellGroup))

export const definition: RendererDefinition<CellGroupNode, 'body'> = {
  type: 'cell-group',
  component: CellGroup,
  raw: ['body'],
  preload: CellGroup.preload,
}

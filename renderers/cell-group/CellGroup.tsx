import { List } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { CellGroupNode } from '../../src/generated/screen'
import './cell-group.css'

/** Cells under one header, full width or inset as a card. */
export function CellGroup({ node, ctx }: RendererProps<CellGroupNode, 'body'>) {
  return (
    <List className="edu-cell-group" header={node.header} mode={node.mode === 'card' ? 'card' : 'default'}>
      {ctx.render(node.body)}
    </List>
  )
}

import { Badge, List } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { CellNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { badgeOf } from '../shared/entries'
import './cell.css'

/** One row: icon, title over description, value at the right, a badge, and an arrow when it goes somewhere. */
export function Cell({ node, ctx }: RendererProps<CellNode>) {
  const badge = badgeOf(node.badge)
  const press = node.press
  const extra = (
    <span className="edu-cell__extra">
      {node.value && <span className="edu-cell__value">{node.value}</span>}
      {badge !== undefined && <Badge content={badge} />}
    </span>
  )
  return (
    <List.Item
      className={`edu-cell${node.description ? ' edu-cell--two-line' : ''}`}
      prefix={node.icon ? <img className="edu-cell__icon" src={assetUrl(node.icon)} alt="" /> : undefined}
      description={node.description}
      extra={extra}
      arrowIcon={node.arrow ?? !!press}
      onClick={press ? () => void ctx.run(press) : undefined}
    >
      {node.title}
    </List.Item>
  )
}

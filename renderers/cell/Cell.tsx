import { Badge, List } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { CellNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { UNREAD_BADGE_MAX } from '../shared/constants'
import { badgeOf } from '../shared/entries'
import './cell.css'

/** One row: icon, title over description, value at the right, a badge, and an arrow when it goes somewhere. */
export function Cell({ node, ctx }: RendererProps<CellNode>) {
  const badge = badgeOf(node.badge)
  const press = node.press
  const shownBadge = badge === 'dot' ? Badge.dot : typeof badge === 'number' && badge > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : badge
  const extra = (
    <span className="edu-cell__extra">
      {node.value && <span className="edu-cell__value">{node.value}</span>}
      {shownBadge !== undefined && <Badge content={shownBadge} />}
    </span>
  )
  return (
    <List.Item
      className="edu-cell"
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

import { Badge as MobileBadge } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { BadgeNode } from '../../src/generated/screen'
import { badgeContent } from '../shared/badge-content'
import './badge.css'

/**
 * A count, text or dot: in the top right corner of its body nodes, or alone. A count over `max` reads 99+, and a
 * count of 0 shows no badge at all (an unread count with nothing unread).
 */
export function Badge({ node, ctx }: RendererProps<BadgeNode, 'body'>) {
  const content = node.dot ? MobileBadge.dot : badgeContent(node.content, node.max)
  const body = node.body?.length ? ctx.render(node.body) : undefined
  return (
    <MobileBadge className="edu-badge" wrapperClassName="edu-badge__wrapper" content={content} color={node.color}>
      {body}
    </MobileBadge>
  )
}

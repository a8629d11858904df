import { Tag as MobileTag } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { TagNode } from '../../src/generated/screen'
import './tag.css'

/** A small label: antd-mobile's tag with the config's colour, fill and rounding. */
export function Tag({ node }: RendererProps<TagNode>) {
  return (
    <MobileTag className="edu-tag" color={node.color ?? 'default'} fill={node.fill} round={node.round}>
      {node.text}
    </MobileTag>
  )
}

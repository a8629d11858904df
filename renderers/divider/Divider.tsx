import { Divider as MobileDivider } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { DividerNode } from '../../src/generated/screen'
import './divider.css'

/** A horizontal rule; its text, when given, sits in the line at the left, centre or right. */
export function Divider({ node }: RendererProps<DividerNode>) {
  return (
    <MobileDivider className="edu-divider" contentPosition={node.contentPosition}>
      {node.text || null}
    </MobileDivider>
  )
}

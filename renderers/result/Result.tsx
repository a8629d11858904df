import { Result as MobileResult } from 'antd-mobile'
import { useMemo } from 'react'
import type { NodeConfig, RendererProps } from '../../src/engine'
import type { ResultNode } from '../../src/generated/screen'
import './result.css'

/**
 * The outcome of something the user did: antd-mobile's result (an icon for its status, a title, a description)
 * and buttons below, drawn by the `button` node so they spin while their actions run.
 */
export function Result({ node, ctx }: RendererProps<ResultNode, 'buttons'>) {
  const buttons = useMemo<NodeConfig[]>(
    () => (node.buttons ?? []).map((b) => ({ type: 'button', block: true, color: 'primary', ...b })),
    [node.buttons],
  )
  return (
    <div className="edu-result">
      <MobileResult status={node.status} title={node.title} description={node.description || undefined} />
      {buttons.length > 0 && <div className="edu-result__buttons">{ctx.render(buttons)}</div>}
    </div>
  )
}

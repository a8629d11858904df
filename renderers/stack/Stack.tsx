import type { CSSProperties } from 'react'
import type { RendererProps } from '../../src/engine'
import type { StackNode } from '../../src/generated/screen'
import './stack.css'

const ALIGN: Record<NonNullable<StackNode['align']>, CSSProperties['alignItems']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
}

/** Lays out its children in a column (default) or a row, with a gap between them. */
export function Stack({ node, ctx }: RendererProps<StackNode, 'body'>) {
  const direction = node.direction ?? 'vertical'
  const style: CSSProperties = {
    gap: node.gap ?? 8,
    padding: node.padding,
    alignItems: node.align ? ALIGN[node.align] : undefined,
  }
  return (
    <div className={`edu-stack edu-stack--${direction}${node.wrap === false ? ' edu-stack--nowrap' : ''}`} style={style}>
      {ctx.render(node.body)}
    </div>
  )
}

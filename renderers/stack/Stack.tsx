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

/**
 * Lays out its children in a column (default) or a row, with a gap between them. A column without padding only
 * groups its children: they keep the page's inset (page.css). A row without padding takes the inset itself; a
 * stack with padding is a box of its own (in a card, never in the page: the screens checker refuses that), and
 * what either holds is not inset again. `paddingBlock` only spaces it above and below, keeping the inset.
 */
export function Stack({ node, ctx }: RendererProps<StackNode, 'body'>) {
  const direction = node.direction ?? 'vertical'
  const style: CSSProperties = {
    gap: node.gap ?? 8,
    padding: node.padding,
    alignItems: node.align ? ALIGN[node.align] : undefined,
  }
  // Only when set: React writes an undefined longhand as '', which would clear the sides `padding` gave.
  if (node.paddingBlock !== undefined) Object.assign(style, { paddingTop: node.paddingBlock, paddingBottom: node.paddingBlock })
  const padded = node.padding !== undefined
  const inset = direction === 'horizontal' && !padded
  const classes = [
    'edu-stack',
    `edu-stack--${direction}`,
    node.wrap === false && 'edu-stack--nowrap',
    padded && 'edu-stack--padded',
    inset && 'edu-inset',
  ]
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style}>
      {ctx.render(node.body)}
    </div>
  )
}

import { useId, useState } from 'react'
import type { RendererProps } from '../../src/engine'
import type { CollapseNode } from '../../src/generated/screen'
import './collapse.css'

/**
 * A heading that opens and closes its body. The body is built only while open (DESIGN: a collapsed group builds
 * none of its entries), so a points bill of many months costs one row per month until one is opened.
 */
export function Collapse({ node, ctx }: RendererProps<CollapseNode, 'header' | 'body'>) {
  const [open, setOpen] = useState(() => node.open === true)
  const bodyId = useId()
  return (
    <section className={`edu-collapse${open ? ' edu-collapse--open' : ''}`}>
      <button type="button" className="edu-collapse__header" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
        <span className="edu-collapse__title">{ctx.render(node.header)}</span>
        <span className="edu-collapse__arrow" aria-hidden />
      </button>
      {open && (
        <div className="edu-collapse__body" id={bodyId}>
          {ctx.render(node.body)}
        </div>
      )}
    </section>
  )
}

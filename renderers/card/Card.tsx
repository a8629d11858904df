import type { KeyboardEvent } from 'react'
import type { RendererProps } from '../../src/engine'
import type { CardNode } from '../../src/generated/screen'
import './card.css'

/** A white block: a title line (title, and extra at the right) over its body; a press makes the body a button. */
export function Card({ node, ctx }: RendererProps<CardNode, 'body'>) {
  const { title, extra, extraPress, press } = node
  const body = ctx.render(node.body)
  const pressed = () => void ctx.run(press)
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return
    e.preventDefault()
    pressed()
  }
  return (
    <section className="edu-card">
      {(title || extra) && (
        <header className="edu-card__header">
          {title && <h3 className="edu-card__title">{title}</h3>}
          {extra &&
            (extraPress ? (
              <button type="button" className="edu-card__extra edu-card__extra--press" onClick={() => void ctx.run(extraPress)}>
                {extra}
              </button>
            ) : (
              <span className="edu-card__extra">{extra}</span>
            ))}
        </header>
      )}
      {press ? (
        <div className="edu-card__body edu-card__body--press" role="button" tabIndex={0} onClick={pressed} onKeyDown={onKey}>
          {body}
        </div>
      ) : (
        <div className="edu-card__body">{body}</div>
      )}
    </section>
  )
}

import type { RendererProps } from '../../src/engine'
import type { TextNode } from '../../src/generated/screen'
import './text.css'

/** A run of text; `title` is a heading, the other variants are paragraphs of different weight. */
export function Text({ node }: RendererProps<TextNode>) {
  const variant = node.variant ?? 'body'
  const className = `edu-text edu-text--${variant}`
  const style = node.align ? { textAlign: node.align } : undefined
  const text = node.text ?? ''
  if (variant === 'title') {
    return (
      <h2 className={className} style={style}>
        {text}
      </h2>
    )
  }
  return (
    <p className={className} style={style}>
      {text}
    </p>
  )
}

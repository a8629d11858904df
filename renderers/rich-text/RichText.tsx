import { useMemo } from 'react'
import type { RendererProps } from '../../src/engine'
import type { RichTextNode } from '../../src/generated/screen'
import { followLinks } from '../shared/follow-links'
import { sanitizeHtml } from '../shared/sanitize'
import './rich-text.css'

/** Sanitised server HTML (its own chunk: DOMPurify); a tapped link runs the navigate action. */
export function RichText({ node, ctx }: RendererProps<RichTextNode>) {
  // The sanitiser takes text only: a template whose one expression yields a number still reads as text.
  const source = node.html == null ? '' : String(node.html) // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- a {{ }} template may resolve to a number or anything else, whatever the generated type says
  // A screen's frame (docs/frames.md) holds no server HTML: drawn at build time, it could not be sanitised there.
  const still = ctx.screen.still === true
  const html = useMemo(() => (still ? '' : sanitizeHtml(source)), [source, still])

  // Links keep their href (focusable, Enter clicks them, long-press shows the address); the click is taken over.
  const follow = followLinks(ctx)

  // Delegation: the clicks come from the links inside the HTML, which take focus and fire click on Enter themselves.
  return <div className="edu-rich-text" onClick={follow} dangerouslySetInnerHTML={{ __html: html }} /> // eslint-disable-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the handler only catches clicks bubbling from the links inside
}

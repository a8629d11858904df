import { useMemo, type MouseEvent } from 'react'
import type { Action, RendererProps } from '../../src/engine'
import type { RichTextNode } from '../../src/generated/screen'
import { sanitizeHtml } from '../shared/sanitize'
import './rich-text.css'

// The address goes in as the chain's `result`, not written into `to`: an href that holds {{ }} must stay text,
// never become an expression reading the scope (a server's HTML could otherwise send user data in a link).
const FOLLOW_LINK: Action = { action: 'navigate', to: '{{ result }}' }

/** An in-app path or a web address; anything else (#anchors, tel:, mailto:) the browser handles itself. */
function followable(href: string): string | undefined {
  if (/^\/(?!\/)/.test(href) || /^https?:\/\//i.test(href)) return href
  // //host/path: a web address on the page's own scheme.
  if (href.startsWith('//')) return `${window.location.protocol}${href}`
  return undefined
}

/** Sanitised server HTML (its own chunk: DOMPurify); a tapped link runs the navigate action. */
export function RichText({ node, ctx }: RendererProps<RichTextNode>) {
  // The sanitiser takes text only: a template whose one expression yields a number still reads as text.
  const source = node.html == null ? '' : String(node.html) // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- a {{ }} template may resolve to a number or anything else, whatever the generated type says
  const html = useMemo(() => sanitizeHtml(source), [source])

  // Links keep their href (focusable, Enter clicks them, long-press shows the address); the click is taken over.
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    const to = link && event.currentTarget.contains(link) ? followable(link.getAttribute('href') ?? '') : undefined
    if (!to) return
    event.preventDefault()
    void ctx.run(FOLLOW_LINK, { result: to })
  }

  // Delegation: the clicks come from the links inside the HTML, which take focus and fire click on Enter themselves.
  return <div className="edu-rich-text" onClick={follow} dangerouslySetInnerHTML={{ __html: html }} /> // eslint-disable-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the handler only catches clicks bubbling from the links inside
}

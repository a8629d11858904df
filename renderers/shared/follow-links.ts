// The links inside HTML written elsewhere (markdown, a server's rich text) are followed the app's way: a tap runs
// the navigate action, so the one link check (the shell's navigate: src/platform/followable.ts, this app under
// /edu/ or a configured host) decides where it goes, never the browser on its own. The sanitiser (sanitize.ts)
// already dropped every href that is not a plain path or an http(s) address.
import type { MouseEvent } from 'react'
import type { Action, NodeContext } from '../../src/engine'

// The address goes in as the chain's `result`, not written into `to`: an href that holds {{ }} must stay text,
// never become an expression reading the scope (a server's HTML could otherwise send user data in a link).
const FOLLOW_LINK: Action = { action: 'navigate', to: '{{ result }}' }

/** An in-app path or a web address; anything else (#anchors, tel:, mailto:) the browser handles itself. */
function followable(href: string): string | undefined {
  if (/^\/(?![/\\])/.test(href) || /^https?:\/\//i.test(href)) return href
  // //host/path: a web address on the page's own scheme (the link check then judges its host).
  if (href.startsWith('//')) return `${window.location.protocol}${href}`
  return undefined
}

/** A click handler for a container of sanitised HTML: a tapped link runs the navigate action instead. */
export function followLinks(ctx: Pick<NodeContext, 'run'>) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    const to = link && event.currentTarget.contains(link) ? followable(link.getAttribute('href') ?? '') : undefined
    if (!to) return
    event.preventDefault()
    void ctx.run(FOLLOW_LINK, { result: to })
  }
}

import { useEffect, useMemo, useState } from 'react'
import type { RendererProps } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'
import { katexIfLoaded, loadKatex, type KatexModule } from './katex'
import { renderMarkdown } from './render'
import { followLinks } from '../shared/follow-links'
import './markdown.css'

/** Sanitised markdown (its own chunk: marked and DOMPurify); formulas show as TeX until KaTeX (loaded only for them) has arrived. */
export function MarkdownView({ node, ctx }: RendererProps<MarkdownNode>) {
  // The parser takes text only: a template whose one expression yields a number still reads as text.
  const source = node.source == null ? '' : String(node.source) // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- a {{ }} template may resolve to a number or anything else, whatever the generated type says
  const [katex, setKatex] = useState<KatexModule | null>(katexIfLoaded)
  const title = node.title == null ? undefined : String(node.title) // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- as the source: a template may resolve to anything
  const { html, hasMath } = useMemo(() => renderMarkdown(source, katex, title), [source, katex, title])

  useEffect(() => {
    if (!hasMath || katex) return
    let live = true
    loadKatex().then(
      (k) => live && setKatex(() => k),
      (error: unknown) => ctx.dev && console.warn('[markdown] KaTeX failed to load', error),
    )
    return () => {
      live = false
    }
  }, [hasMath, katex, ctx.dev])

  // Links go through the app's link check like rich text's (a tap runs navigate), never straight to the browser.
  return <div className="edu-markdown" onClick={followLinks(ctx)} dangerouslySetInnerHTML={{ __html: html }} /> // eslint-disable-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the handler only catches clicks bubbling from the links inside
}

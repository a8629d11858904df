import { useEffect, useRef } from 'react'
import type { RendererProps } from '../../src/engine'
import { Header } from './Header'
import { FailedSources, MissingRecord } from './MissingRecord'
import type { PageNode } from './types'
import { useTitleInView } from './useTitleInView'
import './page.css'

/**
 * Every screen's frame: the document title, the shared header (unless the host hides it or the screen turns it
 * off), the scrolling body and, when the screen has one, a footer fixed at the bottom above the safe area.
 */
export function Page({ node, ctx }: RendererProps<PageNode, 'body' | 'footer'>) {
  const title = node.title || ctx.t('defaultTitle')
  useEffect(() => {
    document.title = title
  }, [title])

  const header = node.header ?? {}
  const showHeader = ctx.scope.client.headerHidden !== true && header.visible !== false
  const hasFooter = !!node.footer?.length
  const body = useRef<HTMLElement>(null)
  const echoed = useTitleInView(body, title)
  return (
    <div className="edu-page">
      {showHeader && <Header title={title} echoed={echoed} options={header} ctx={ctx} />}
      {/* The body scrolls: focusable, so a keyboard can scroll it even when it holds nothing to press. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable) */}
      <main className="edu-page__body" tabIndex={0} ref={body}>
        {node.missing === undefined ? (
          <>
            {node.failed && <FailedSources text={node.failed.message} sources={node.failed.sources} ctx={ctx} />}
            {ctx.render(node.body)}
          </>
        ) : (
          <MissingRecord text={node.missing} retry={node.retry === true} ctx={ctx} />
        )}
      </main>
      {hasFooter && node.missing === undefined && <footer className="edu-page__footer">{ctx.render(node.footer)}</footer>}
    </div>
  )
}

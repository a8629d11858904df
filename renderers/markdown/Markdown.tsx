import { Suspense } from 'react'
import type { RendererProps } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'
import { MarkdownView } from './view'

/** Markdown text; where the view's code is not here yet (drawn outside a screen's preload), a box holds its place. */
export function Markdown(props: RendererProps<MarkdownNode>) {
  return (
    <Suspense fallback={<div className="edu-markdown" aria-busy="true" />}>
      <MarkdownView {...props} />
    </Suspense>
  )
}

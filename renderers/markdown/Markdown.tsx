import { Suspense } from 'react'
import { lazyComponent, type RendererProps } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'

// marked and DOMPurify stay out of the entry chunk: only screens that show markdown fetch them, with the screen's
// own chunk (index.ts preloads this view); drawn elsewhere, a box holds the place until they are here.
const MarkdownView = lazyComponent<RendererProps<MarkdownNode>>(() => import('./MarkdownView').then((m) => m.MarkdownView))
export const preloadMarkdownView = MarkdownView.preload

export function Markdown(props: RendererProps<MarkdownNode>) {
  return (
    <Suspense fallback={<div className="edu-markdown" aria-busy="true" />}>
      <MarkdownView {...props} />
    </Suspense>
  )
}

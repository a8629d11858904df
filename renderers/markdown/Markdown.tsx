import { lazy, Suspense } from 'react'
import type { RendererProps } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'

// marked and DOMPurify stay out of the entry chunk: only screens that show markdown fetch them.
const MarkdownView = lazy(() => import('./MarkdownView').then((m) => ({ default: m.MarkdownView })))

export function Markdown(props: RendererProps<MarkdownNode>) {
  return (
    <Suspense fallback={<div className="edu-markdown" aria-busy="true" />}>
      <MarkdownView {...props} />
    </Suspense>
  )
}

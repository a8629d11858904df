import { lazyComponent, type RendererProps } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'

// marked and DOMPurify stay out of the entry chunk: only screens that show markdown fetch them, asked for with the
// screen's own chunk (index.ts) and drawn inside the frame (Markdown.tsx). One component for both, so once
// preloaded it draws at once.
export const MarkdownView = lazyComponent<RendererProps<MarkdownNode>>(() => import('./MarkdownView').then((m) => m.MarkdownView))

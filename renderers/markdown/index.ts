import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'
import { MarkdownView } from './view'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts); the view with
// marked and DOMPurify is asked for at the same time, not once the frame has arrived and drawn.
const Markdown = lazyComponent<RendererProps<MarkdownNode>>(() => import('./Markdown').then((m) => m.Markdown))

export const definition: RendererDefinition<MarkdownNode> = {
  type: 'markdown',
  component: Markdown,
  preload: () => Promise.all([Markdown.preload(), MarkdownView.preload()]),
}

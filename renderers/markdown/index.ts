import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
// Only the frame comes with the screen; marked and DOMPurify load once it draws (Markdown.tsx).
const Markdown = lazyComponent<RendererProps<MarkdownNode>>(() => import('./Markdown').then((m) => m.Markdown))

export const definition: RendererDefinition<MarkdownNode> = { type: 'markdown', component: Markdown, preload: Markdown.preload }

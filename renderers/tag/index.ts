import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { TagNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
const Tag = lazyComponent<RendererProps<TagNode>>(() => import('./Tag').then((m) => m.Tag))

export const definition: RendererDefinition<TagNode> = { type: 'tag', component: Tag, preload: Tag.preload }

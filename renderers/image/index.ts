import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { ImageNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
const Image = lazyComponent<RendererProps<ImageNode>>(() => import('./Image').then((m) => m.Image))

export const definition: RendererDefinition<ImageNode> = { type: 'image', component: Image, preload: Image.preload }

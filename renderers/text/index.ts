import { lazyRenderer } from '../../src/engine'
import type { TextNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
export const definition = lazyRenderer<TextNode>('text', () => import('./Text').then((m) => m.Text))

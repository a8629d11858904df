import { lazyRenderer } from '../../src/engine'
import type { SkeletonNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
// It is what shows while the data loads: its code comes with the screen's (the screen draws once both are
// here), never after. The body is raw: it is built only once loading is over.
export const definition = lazyRenderer<SkeletonNode, 'body'>('skeleton', () => import('./Skeleton').then((m) => m.Skeleton), {
  raw: ['body'],
})

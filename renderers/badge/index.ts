import { lazyRenderer } from '../../src/engine'
import type { BadgeNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
// The body is raw: its nodes draw themselves.
export const definition = lazyRenderer<BadgeNode, 'body'>('badge', () => import('./Badge').then((m) => m.Badge), { raw: ['body'] })

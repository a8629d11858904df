import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { DividerNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
const Divider = lazyComponent<RendererProps<DividerNode>>(() => import('./Divider').then((m) => m.Divider))

export const definition: RendererDefinition<DividerNode> = { type: 'divider', component: Divider, preload: Divider.preload }

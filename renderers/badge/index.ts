import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { BadgeNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
// The body is raw: its nodes draw themselves.
const Badge = lazyComponent<RendererProps<BadgeNode, 'body'>>(() => import('./Badge').then((m) => m.Badge))

export const definition: RendererDefinition<BadgeNode, 'body'> = { type: 'badge', component: Badge, raw: ['body'], preload: Badge.preload }

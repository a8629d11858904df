import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { CountdownNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
const Countdown = lazyComponent<RendererProps<CountdownNode>>(() => import('./Countdown').then((m) => m.Countdown))

export const definition: RendererDefinition<CountdownNode> = { type: 'countdown', component: Countdown, preload: Countdown.preload }

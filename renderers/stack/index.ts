import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { StackNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
const Stack = lazyComponent<RendererProps<StackNode, 'body'>>(() => import('./Stack').then((m) => m.Stack))

export const definition: RendererDefinition<StackNode, 'body'> = { type: 'stack', component: Stack, raw: ['body'], preload: Stack.preload }

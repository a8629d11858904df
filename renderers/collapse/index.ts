import { lazyRenderer } from '../../src/engine'
import type { CollapseNode } from '../../src/generated/screen'

// Fetched beside the screen's own chunk when the screen names the node type (the manifest lists its types), in
// one chunk with the other small renderers (`small-renderers`, scripts/vite/helper-chunks.ts): the screen draws
// once both are here.
// Rows of a list must have their height when the list decides whether its end is in view: its code comes with
// the screen's, so a row is never drawn empty while it arrives. The body is raw: it is built only when opened.
export const definition = lazyRenderer<CollapseNode, 'header' | 'body'>('collapse', () => import('./Collapse').then((m) => m.Collapse), {
  raw: ['header', 'body'],
})

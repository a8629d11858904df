import { lazyRenderer } from '../../src/engine'
import type { ComposerNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen (preload): drawn under content, never on a first screen's entry.
export const definition = lazyRenderer<ComposerNode>('composer', () => import('./Composer').then((m) => m.Composer))

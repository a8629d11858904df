import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { ComposerNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen (preload): drawn under content, never on a first screen's entry.
const Composer = lazyComponent<RendererProps<ComposerNode>>(() => import('./Composer').then((m) => m.Composer))

export const definition: RendererDefinition<ComposerNode> = { type: 'composer', component: Composer, preload: Composer.preload }

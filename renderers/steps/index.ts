import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { StepsNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen that shows steps (few do).
const Steps = lazyComponent(() => import('./Steps').then((m) => m.Steps))

export const definition: RendererDefinition<StepsNode> = { type: 'steps', component: Steps, preload: Steps.preload }

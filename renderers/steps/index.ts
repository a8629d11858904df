import { lazyRenderer } from '../../src/engine'
import type { StepsNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen that shows steps (few do).
export const definition = lazyRenderer<StepsNode>('steps', () => import('./Steps').then((m) => m.Steps))

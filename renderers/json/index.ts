import { lazyRenderer } from '../../src/engine'
import type { JsonNode } from '../../src/generated/screen'

// A developer screen's node (the inspector): its own chunk, fetched with the screen.
export const definition = lazyRenderer<JsonNode>('json', () => import('./Json').then((m) => m.Json))

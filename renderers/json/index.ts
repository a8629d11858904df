import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { JsonNode } from '../../src/generated/screen'

// A developer screen's node (the inspector): its own chunk, fetched with the screen.
const Json = lazyComponent<RendererProps<JsonNode>>(() => import('./Json').then((m) => m.Json))

export const definition: RendererDefinition<JsonNode> = { type: 'json', component: Json, preload: Json.preload }

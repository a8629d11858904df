import type { RendererDefinition } from '../../src/engine'
import type { JsonNode } from '../../src/generated/screen'
import { Json } from './Json'

export const definition: RendererDefinition<JsonNode> = { type: 'json', component: Json }

import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { AssistantNode } from '../../src/generated/screen'

// The assistant view comes in its own chunk (markdown and math load with it through the markdown node).
const Assistant = lazyComponent(() => import('./Assistant').then((m) => m.Assistant))

export const definition: RendererDefinition<AssistantNode> = { type: 'assistant', component: Assistant, preload: Assistant.preload }

import { lazyRenderer } from '../../src/engine'
import type { AssistantNode } from '../../src/generated/screen'

// The assistant view comes in its own chunk (markdown and math load with it through the markdown node).
export const definition = lazyRenderer<AssistantNode>('assistant', () => import('./Assistant').then((m) => m.Assistant))

import type { RendererDefinition } from '../../src/engine'
import type { DividerNode } from '../../src/generated/screen'
import { Divider } from './Divider'

// Drawn at once: a few hundred bytes, and a lazy chunk would draw a row without its height for a moment.
export const definition: RendererDefinition<DividerNode> = { type: 'divider', component: Divider }

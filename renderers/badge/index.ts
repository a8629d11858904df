import type { RendererDefinition } from '../../src/engine'
import type { BadgeNode } from '../../src/generated/screen'
import { Badge } from './Badge'

// Drawn at once: tiny, and it wraps entries of grids and rows that must have their size when first drawn.
// The body is raw: its nodes draw themselves.
export const definition: RendererDefinition<BadgeNode, 'body'> = { type: 'badge', component: Badge, raw: ['body'] }

import type { RendererDefinition } from '../../src/engine'
import type { CollapseNode } from '../../src/generated/screen'
import { Collapse } from './Collapse'

// Drawn at once, not as a lazy chunk: it is small, and rows of a list must have their height when the list
// decides whether its end is in view (a lazy row is empty for a moment, and the list would load a page early).
// The body is raw: it is built only when opened.
export const definition: RendererDefinition<CollapseNode, 'header' | 'body'> = {
  type: 'collapse',
  component: Collapse,
  raw: ['header', 'body'],
}

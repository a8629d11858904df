import type { RendererDefinition } from '../../src/engine'
import type { CollapseNode } from '../../src/generated/screen'
import { Collapse } from './Collapse'

// The body is raw: it is built only when opened.
export const definition: RendererDefinition<CollapseNode> = { type: 'collapse', component: Collapse, raw: ['header', 'body'] }

import type { RendererDefinition } from '../../src/engine'
import type { TagNode } from '../../src/generated/screen'
import { Tag } from './Tag'

// Drawn at once, not as a lazy chunk: it is a few hundred bytes and sits in list rows, which must have their
// height when first drawn (see collapse/).
export const definition: RendererDefinition<TagNode> = { type: 'tag', component: Tag }

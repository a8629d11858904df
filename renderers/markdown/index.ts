import type { RendererDefinition } from '../../src/engine'
import type { MarkdownNode } from '../../src/generated/screen'
import { Markdown } from './Markdown'

export const definition: RendererDefinition<MarkdownNode> = { type: 'markdown', component: Markdown }

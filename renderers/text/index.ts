import type { RendererDefinition } from '../../src/engine'
import type { TextNode } from '../../src/generated/screen'
import { Text } from './Text'

export const definition: RendererDefinition<TextNode> = { type: 'text', component: Text }

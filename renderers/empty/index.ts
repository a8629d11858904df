import type { RendererDefinition } from '../../src/engine'
import type { EmptyNode } from '../../src/generated/screen'
import { Empty } from './Empty'

export const definition: RendererDefinition<EmptyNode> = { type: 'empty', component: Empty }

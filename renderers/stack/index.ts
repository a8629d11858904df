import type { RendererDefinition } from '../../src/engine'
import type { StackNode } from '../../src/generated/screen'
import { Stack } from './Stack'

export const definition: RendererDefinition<StackNode, 'body'> = { type: 'stack', component: Stack, raw: ['body'] }

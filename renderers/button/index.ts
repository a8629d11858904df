import type { RendererDefinition } from '../../src/engine'
import type { ButtonNode } from '../../src/generated/screen'
import { Button } from './Button'

export const definition: RendererDefinition<ButtonNode> = { type: 'button', component: Button }

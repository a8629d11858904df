import type { RendererDefinition } from '../../src/engine'
import type { ImageNode } from '../../src/generated/screen'
import { Image } from './Image'

export const definition: RendererDefinition<ImageNode> = { type: 'image', component: Image }

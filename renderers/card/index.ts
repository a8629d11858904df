import type { RendererDefinition } from '../../src/engine'
import type { CardNode } from '../../src/generated/screen'
import { Card } from './Card'

export const definition: RendererDefinition<CardNode, 'body'> = { type: 'card', component: Card, raw: ['body'] }

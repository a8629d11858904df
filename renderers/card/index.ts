import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { CardNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen.
const Card = lazyComponent<RendererProps<CardNode, 'body'>>(() => import('./Card').then((m) => m.Card))

export const definition: RendererDefinition<CardNode, 'body'> = { type: 'card', component: Card, raw: ['body'], preload: Card.preload }

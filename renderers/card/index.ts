import { lazyRenderer } from '../../src/engine'
import type { CardNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen.
export const definition = lazyRenderer<CardNode, 'body'>('card', () => import('./Card').then((m) => m.Card), { raw: ['body'] })

import type { RendererDefinition } from '../../src/engine'
import { Page } from './Page'
import type { PageNode } from './types'

export type { PageNode } from './types'
export const definition: RendererDefinition<PageNode, 'body' | 'footer'> = { type: 'page', component: Page, raw: ['body', 'footer'] }

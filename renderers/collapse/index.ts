import { lazy } from 'react'
import type { RendererDefinition } from '../../src/engine'
import type { CollapseNode } from '../../src/generated/screen'

// Its own chunk, loaded the first time a screen shows one (it keeps antd-mobile parts out of the entry).
const Collapse = lazy(async () => ({ default: (await import('./Collapse')).Collapse }))

// The body is raw: it is built only when opened.
export const definition: RendererDefinition<CollapseNode> = { type: 'collapse', component: Collapse, raw: ['header', 'body'] }

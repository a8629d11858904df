import type { RendererDefinition } from '../../src/engine'
import type { SkeletonNode } from '../../src/generated/screen'
import { Skeleton } from './Skeleton'

// Drawn at once: it is what shows while other things load, so it must not wait for a chunk itself.
// The body is raw: it is built only once loading is over.
export const definition: RendererDefinition<SkeletonNode, 'body'> = { type: 'skeleton', component: Skeleton, raw: ['body'] }

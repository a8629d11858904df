import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { VideoNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen (preload) so the player has its size when drawn.
const Video = lazyComponent<RendererProps<VideoNode>>(() => import('./Video').then((m) => m.Video))

export const definition: RendererDefinition<VideoNode> = { type: 'video', component: Video, preload: Video.preload }

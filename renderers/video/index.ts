import { lazyRenderer } from '../../src/engine'
import type { VideoNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen (preload) so the player has its size when drawn.
export const definition = lazyRenderer<VideoNode>('video', () => import('./Video').then((m) => m.Video))

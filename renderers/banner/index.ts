import { lazyRenderer } from '../../src/engine'
import type { BannerNode } from '../../src/generated/screen'

// Its own chunk: only activity and questionnaire pages show one, fetched with the screen.
export const definition = lazyRenderer<BannerNode>('banner', () => import('./Banner').then((m) => m.Banner))

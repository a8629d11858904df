import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { BannerNode } from '../../src/generated/screen'

// Its own chunk: only activity and questionnaire pages show one, fetched with the screen.
const Banner = lazyComponent(() => import('./Banner').then((m) => m.Banner))

export const definition: RendererDefinition<BannerNode> = { type: 'banner', component: Banner, preload: Banner.preload }

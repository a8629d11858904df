import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { SwiperNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screens that show banners.
const Swiper = lazyComponent(() => import('./Swiper').then((m) => m.Swiper))

// `slide` is a template over each record: resolved per record, with the record as item.
export const definition: RendererDefinition<SwiperNode, 'slide'> = {
  type: 'swiper',
  component: Swiper,
  preload: Swiper.preload,
  raw: ['slide'],
}

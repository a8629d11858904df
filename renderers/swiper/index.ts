import { lazyRenderer } from '../../src/engine'
import type { SwiperNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screens that show banners.
// `slide` is a template over each record: resolved per record, with the record as item.
export const definition = lazyRenderer<SwiperNode, 'slide'>('swiper', () => import('./Swiper').then((m) => m.Swiper), { raw: ['slide'] })

import type { RendererDefinition } from '../../src/engine'
import type { SwiperNode } from '../../src/generated/screen'
import { Swiper } from './Swiper'

// `slide` is a template over each record: resolved per record, with the record as item.
export const definition: RendererDefinition<SwiperNode, 'slide'> = { type: 'swiper', component: Swiper, raw: ['slide'] }

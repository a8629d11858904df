import { Swiper as MobileSwiper } from 'antd-mobile'
import type { NodeContext } from '../../src/engine'
import type { SwiperNode } from '../../src/generated/screen'
import type { Entry } from '../shared/entries'
import { Slide } from './Slide'

interface Props {
  node: SwiperNode
  slides: Entry[]
  ctx: NodeContext
}

/** antd-mobile's Swiper over the banners: autoplay and loop only with more than one. */
export function SwiperView({ node, slides, ctx }: Props) {
  const several = slides.length > 1
  return (
    <MobileSwiper
      autoplay={several && node.autoplay !== false}
      autoplayInterval={node.autoplayInterval ?? 4000}
      loop={several && node.loop !== false}
      indicator={several ? undefined : () => null}
    >
      {slides.map((slide, i) => (
        <MobileSwiper.Item key={`${String(i)}-${String(slide.fields.alt)}`}>
          <Slide slide={slide} index={i} count={slides.length} ctx={ctx} />
        </MobileSwiper.Item>
      ))}
    </MobileSwiper>
  )
}

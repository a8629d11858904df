import { Swiper as MobileSwiper } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { SwiperNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { entriesOf, textOf } from '../shared/entries'

/** Banners: one image per slide, pressed to run its actions; autoplay and loop only with more than one. */
export function SwiperView({ node, ctx }: RendererProps<SwiperNode, 'slide'>) {
  const slides = entriesOf(node.items, node.slide, ctx)
  if (slides.length === 0) return <div className="edu-swiper__placeholder" />
  const several = slides.length > 1
  return (
    <MobileSwiper
      autoplay={several && node.autoplay !== false}
      autoplayInterval={node.autoplayInterval ?? 4000}
      loop={several && node.loop !== false}
      indicator={several ? undefined : () => null}
    >
      {slides.map(({ fields, press, item }, i) => {
        const alt = textOf(fields.alt) ?? ''
        const image = textOf(fields.image)
        return (
          <MobileSwiper.Item key={`${i}-${alt}`}>
            <button
              type="button"
              className="edu-swiper__slide"
              aria-label={alt ? `${alt}（${ctx.t('bannerOf', i + 1, slides.length)}）` : ctx.t('bannerOf', i + 1, slides.length)}
              onClick={() => void ctx.run(press, { item })}
            >
              {image && <img className="edu-swiper__image" src={assetUrl(image)} alt="" loading={i === 0 ? 'eager' : 'lazy'} />}
            </button>
          </MobileSwiper.Item>
        )
      })}
    </MobileSwiper>
  )
}

import type { NodeContext } from '../../src/engine'
import { assetUrl } from '../shared/asset'
import { textOf, type Entry } from '../shared/entries'

interface Props {
  slide: Entry
  index: number
  count: number
  ctx: NodeContext
}

/** One banner: a button named for screen readers that runs its press; the first image loads at once. */
export function Slide({ slide: { fields, press, item }, index, count, ctx }: Props) {
  const alt = textOf(fields.alt) ?? ''
  const image = textOf(fields.image)
  const position = ctx.t('bannerOf', index + 1, count)
  return (
    <button
      type="button"
      className="edu-swiper__slide"
      aria-label={alt ? `${alt}（${position}）` : position}
      onClick={() => void ctx.run(press, { item })}
    >
      {image && <img className="edu-swiper__image" src={assetUrl(image)} alt="" loading={index === 0 ? 'eager' : 'lazy'} />}
    </button>
  )
}

import { Suspense, useEffect, useState, type CSSProperties } from 'react'
import { lazyComponent, whenIdle, type RendererProps } from '../../src/engine'
import type { SwiperNode } from '../../src/generated/screen'
import { entriesOf } from '../shared/entries'
import { Slide } from './Slide'
import './swiper.css'

// antd-mobile's Swiper brings its gesture and spring libraries (25 kB gzip). The first banner draws at once
// without it, so a home's largest picture paints with the home; the sliding banners replace it, in the same box,
// when the page is quiet or a finger comes down on it.
const SwiperView = lazyComponent(async () => (await import('./SwiperView')).SwiperView)

export function Swiper({ node, ctx }: RendererProps<SwiperNode, 'slide'>) {
  const slides = entriesOf(node.items, node.slide, ctx)
  const [sliding, setSliding] = useState(false)
  const several = slides.length > 1
  useEffect(() => (several && !sliding ? whenIdle(() => setSliding(true)) : undefined), [several, sliding])
  const style = { '--edu-swiper-height': `${String(node.height ?? 150)}px` } as CSSProperties
  const [first] = slides
  const still = first ? (
    <div className="edu-swiper__still">
      <Slide slide={first} index={0} count={slides.length} ctx={ctx} />
    </div>
  ) : (
    <div className="edu-swiper__placeholder" />
  )
  return (
    <div className="edu-swiper" style={style} onPointerDown={() => several && setSliding(true)}>
      {several && sliding ? (
        <Suspense fallback={still}>
          <SwiperView node={node} slides={slides} ctx={ctx} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  )
}

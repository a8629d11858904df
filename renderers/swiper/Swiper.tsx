import { lazy, Suspense, type CSSProperties } from 'react'
import type { RendererProps } from '../../src/engine'
import type { SwiperNode } from '../../src/generated/screen'
import './swiper.css'

// antd-mobile's Swiper brings its gesture and spring libraries: only screens with banners fetch them.
const SwiperView = lazy(() => import('./SwiperView').then((m) => ({ default: m.SwiperView })))

export function Swiper(props: RendererProps<SwiperNode, 'slide'>) {
  const style = { '--edu-swiper-height': `${props.node.height ?? 150}px` } as CSSProperties
  return (
    <div className="edu-swiper" style={style}>
      <Suspense fallback={<div className="edu-swiper__placeholder" aria-busy="true" />}>
        <SwiperView {...props} />
      </Suspense>
    </div>
  )
}

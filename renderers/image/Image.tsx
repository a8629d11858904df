import { useRef, type CSSProperties } from 'react'
import type { RendererProps } from '../../src/engine'
import type { ImageNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { useInView } from './useInView'
import './image.css'

/** "120" in a config means 120px, as a number would. */
function size(value: number | string | undefined): string | number | undefined {
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value
}

/** An image that loads when it scrolls into view (unless `lazy` is false); pressing it runs `press`. */
export function Image({ node, ctx }: RendererProps<ImageNode>) {
  const box = useRef<HTMLSpanElement>(null)
  const inView = useInView(box, node.lazy !== false)
  // A ratio gives the box its shape before the picture arrives (an image without a height is otherwise 1 px tall
  // until then, and everything below it moves down when it loads).
  const ratio = node.height === undefined ? node.ratio : undefined
  const style: CSSProperties = { width: size(node.width), height: size(node.height), aspectRatio: ratio }
  const alt = node.alt ?? ''
  const picture = inView ? (
    <img className="edu-image__img" src={assetUrl(node.src ?? '')} alt={alt} style={{ objectFit: node.fit ?? 'cover' }} />
  ) : (
    <span className="edu-image__placeholder" role={alt ? 'img' : undefined} aria-label={alt || undefined} />
  )
  const press = node.press
  return (
    <span className="edu-image" style={style} ref={box}>
      {press ? (
        <button type="button" className="edu-image__press" onClick={() => void ctx.run(press)}>
          {picture}
        </button>
      ) : (
        picture
      )}
    </span>
  )
}

import type { CSSProperties } from 'react'
import type { RendererProps } from '../../src/engine'
import type { BannerNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { gradientCss } from './colors'
import './banner.css'

/**
 * A head banner: title and subtitle in white over a gradient or a picture. A veil darkens the background under
 * the text, so it stays readable on light colours and busy pictures alike. The picture is decoration: the words
 * are the banner's content.
 */
export function Banner({ node }: RendererProps<BannerNode>) {
  const style: CSSProperties = { minHeight: node.height ?? 140, background: gradientCss(node.gradient) }
  const src = node.picture?.src
  return (
    <section className="edu-banner" style={style}>
      {src ? <img className="edu-banner__picture" src={assetUrl(src)} alt="" style={{ objectFit: node.picture?.fit ?? 'cover' }} /> : null}
      <span className="edu-banner__veil" aria-hidden />
      <div className="edu-banner__text">
        <h2 className="edu-banner__title">{node.title}</h2>
        {node.subtitle ? <p className="edu-banner__subtitle">{node.subtitle}</p> : null}
      </div>
    </section>
  )
}

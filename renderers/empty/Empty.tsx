import type { RendererProps } from '../../src/engine'
import type { EmptyNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { EMPTY_IMAGE } from '../shared/constants'
import './empty.css'

/** An empty state: an image, a line of text (暂无数据 by default) and an optional link. */
export function Empty({ node, ctx }: RendererProps<EmptyNode>) {
  const link = node.link
  return (
    <div className="edu-empty">
      {/* The text below says what the picture shows, so the picture is decoration for screen readers. */}
      <img className="edu-empty__image" src={assetUrl(node.image || EMPTY_IMAGE)} alt="" />
      <div className="edu-empty__text">{node.text || ctx.t('empty')}</div>
      {link && (
        <button type="button" className="edu-empty__link" onClick={() => void ctx.run(link.press)}>
          {link.text}
        </button>
      )}
    </div>
  )
}

import { Skeleton as MobileSkeleton } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { SkeletonNode } from '../../src/generated/screen'
import './skeleton.css'

const DEFAULT_ROWS = 3

/**
 * Grey bars where content will be. With `loading` (usually `{{ !data.<source> }}`) it stands in for its body
 * until that is false; the node redraws when the source's value arrives, since `loading` reads it.
 */
export function Skeleton({ node, ctx }: RendererProps<SkeletonNode, 'body'>) {
  if (node.loading === false) return <>{ctx.render(node.body)}</>
  const animated = node.animated !== false
  return (
    // A `height` keeps the room of what will replace the bars, so that what is below stays where it is.
    <div
      className="edu-skeleton"
      role="status"
      aria-busy="true"
      aria-label={ctx.t('loading')}
      style={node.height === undefined ? undefined : { minHeight: node.height }}
    >
      {node.title !== false && <MobileSkeleton.Title className="edu-skeleton__title" animated={animated} />}
      <MobileSkeleton.Paragraph className="edu-skeleton__rows" lineCount={node.rows ?? DEFAULT_ROWS} animated={animated} />
    </div>
  )
}

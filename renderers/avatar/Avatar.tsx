import { Suspense, type CSSProperties } from 'react'
import type { RendererProps } from '../../src/engine'
import type { AvatarNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { AvatarPicture } from './picture'
import './avatar.css'

const DEFAULT_SIZE = 44

// The picture (picture.ts) is drawn inside a box that has its size at once, so a row in a list has its height
// even where the picture's chunk is still on its way.

/**
 * A person's picture. Without one, or when it fails to load, the first character of the name, or antd-mobile's
 * default figure when there is no name. Pressable, it is a button named after the person, at least 44 px
 * square to touch.
 */
export function Avatar({ node, ctx }: RendererProps<AvatarNode>) {
  const name = node.name?.trim() ?? ''
  const label = name || ctx.t('avatar')
  const size = node.size ?? DEFAULT_SIZE
  const style = { '--size': `${size}px`, '--border-radius': node.shape === 'square' ? '4px' : '50%' } as CSSProperties
  const initial = name ? (
    <span className="edu-avatar__initial" role="img" aria-label={label} style={{ fontSize: size * 0.45 }}>
      {Array.from(name)[0]}
    </span>
  ) : undefined
  const picture = (
    <span className="edu-avatar__box" style={style}>
      <Suspense fallback={initial ?? null}>
        <AvatarPicture src={node.src ? assetUrl(node.src) : ''} alt={label} style={style} fallback={initial} />
      </Suspense>
    </span>
  )
  const press = node.press
  if (press) {
    return (
      <button type="button" className="edu-avatar edu-avatar--pressable" aria-label={label} onClick={() => void ctx.run(press)}>
        {picture}
      </button>
    )
  }
  return (
    // antd-mobile's default figure is a bare svg: without picture or name, the box itself is the named image.
    <span className="edu-avatar" {...(node.src || initial ? {} : { role: 'img', 'aria-label': label })}>
      {picture}
    </span>
  )
}

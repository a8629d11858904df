import { Avatar as MobileAvatar } from 'antd-mobile'
import type { CSSProperties } from 'react'
import type { RendererProps } from '../../src/engine'
import type { AvatarNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import './avatar.css'

const DEFAULT_SIZE = 44

/**
 * A person's picture. Without one, or when it fails to load, antd-mobile's avatar shows the fallback: the first
 * character of the name, or its default figure when there is no name. Pressable, it is a button named after
 * the person, at least 44 px square to touch.
 */
export function Avatar({ node, ctx }: RendererProps<AvatarNode>) {
  const name = node.name?.trim() ?? ''
  const label = name || ctx.t('avatar')
  const size = node.size ?? DEFAULT_SIZE
  const style = { '--size': `${size}px`, '--border-radius': node.shape === 'square' ? '4px' : '50%' } as CSSProperties
  // The initial is drawn for a name; antd-mobile's default figure (its own fallback) otherwise.
  const fallback = name ? (
    <span className="edu-avatar__initial" role="img" aria-label={label} style={{ fontSize: size * 0.45 }}>
      {Array.from(name)[0]}
    </span>
  ) : undefined
  const picture = (
    <MobileAvatar
      className="edu-avatar__picture"
      style={style}
      src={node.src ? assetUrl(node.src) : ''}
      alt={label}
      lazy={false}
      {...(fallback ? { fallback } : {})}
    />
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
    <span className="edu-avatar" {...(node.src || fallback ? {} : { role: 'img', 'aria-label': label })}>
      {picture}
    </span>
  )
}

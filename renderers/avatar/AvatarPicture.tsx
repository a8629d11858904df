import { Avatar as MobileAvatar } from 'antd-mobile'
import type { CSSProperties, ReactNode } from 'react'

export interface AvatarPictureProps {
  src: string
  alt: string
  style: CSSProperties
  /** Shown without a picture or when it fails; antd-mobile's default figure when absent. */
  fallback?: ReactNode
}

/** antd-mobile's avatar (its Image: load and error handling), in a chunk of its own. */
export function AvatarPicture({ src, alt, style, fallback }: AvatarPictureProps) {
  return <MobileAvatar className="edu-avatar__picture" style={style} src={src} alt={alt} lazy={false} {...(fallback ? { fallback } : {})} />
}

import type { MouseEvent, ReactNode } from 'react'
import { useRouter } from './Router'

/** A link to an app path: the browser's own for a new tab or window (a modifier key, another button), the router otherwise. */
export function Link({ to, children }: { to: string; children: ReactNode }) {
  const { navigate, href } = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={href(to)} onClick={onClick}>
      {children}
    </a>
  )
}

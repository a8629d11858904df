import { useEffect, useState, type RefObject } from 'react'
import { LAZY_IMAGE_THRESHOLD } from '../shared/constants'

/**
 * Whether the element has come into view (once true, stays true). Without IntersectionObserver (old webviews)
 * everything counts as in view, so images still load.
 */
export function useInView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [seen, setSeen] = useState(() => !enabled || typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/** How far below the view the end of the list may be when the next page is asked for. */
const AHEAD_PX = 200

/**
 * Load more when the end of the list scrolls near the view (SPEC: more loads on scroll, not on a tap). When a
 * page is too short to push the end out of view, the next one is asked for as soon as it arrives.
 */
export function useLoadOnScroll(end: RefObject<HTMLElement | null>, enabled: boolean, loadMore: () => void, shown: number): void {
  const near = useRef(false)
  const load = useRef(loadMore)
  useLayoutEffect(() => {
    load.current = loadMore
  })

  useEffect(() => {
    const el = end.current
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        near.current = entries.some((e) => e.isIntersecting)
        if (near.current) load.current()
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      near.current = false
    }
  }, [end, enabled])

  useEffect(() => {
    if (enabled && near.current) load.current()
  }, [enabled, shown])
}

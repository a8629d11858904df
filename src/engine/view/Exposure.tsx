import { useEffect, useLayoutEffect, useRef } from 'react'
import type { EngineServices } from '../types'

/** The exposure event (SPEC §9): a node seen on screen, reported once. */
export const EXPOSURE_EVENT = 105001

export interface ExposureProps {
  resourceType?: unknown
  resourceId?: unknown
  data?: unknown
}

/**
 * A zero-height marker at the top of a node with `exposure`: the first time it comes into view, the node counts
 * as seen and 105001 is tracked, once for as long as the node stays on the page. Without IntersectionObserver
 * (old webviews) nothing is tracked rather than everything.
 */
export function ExposureMarker({ exposure, track }: { exposure: ExposureProps; track: EngineServices['track'] }) {
  const marker = useRef<HTMLSpanElement>(null)
  const seen = useRef(false)
  const latest = useRef(exposure)
  useLayoutEffect(() => {
    latest.current = exposure
  })
  useEffect(() => {
    const element = marker.current
    if (!element || seen.current || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (seen.current || !entries.some((entry) => entry.isIntersecting)) return
      seen.current = true
      observer.disconnect()
      const { resourceType, resourceId, data } = latest.current
      track({
        event: EXPOSURE_EVENT,
        resourceType: resourceType === undefined ? undefined : String(resourceType),
        resourceId: resourceId === undefined ? undefined : String(resourceId),
        data: data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined,
      })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [track])
  return <span ref={marker} aria-hidden="true" data-exposure="" style={{ display: 'block', height: 0 }} />
}
